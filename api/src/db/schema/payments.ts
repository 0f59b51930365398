// Card payments: our charges, members' saved cards, provider webhook events, and the sandbox provider's own state.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const CHARGE_STATUSES = ['initialized', 'success', 'failed', 'abandoned'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** A member's saved card. `authorization_code` is a secret: it never leaves the server. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    authorizationCode: text('authorization_code').notNull(),
    /** the provider's fingerprint of the card: one live row per card per member */
    signature: text('signature').notNull(),
    /** the provider ties an authorization to the customer e-mail it was created with */
    customerEmail: text('customer_email').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    bank: text('bank').notNull().default(''),
    brand: text('brand').notNull().default(''),
    expMonth: text('exp_month').notNull(),
    expYear: text('exp_year').notNull(),
    reusable: boolean('reusable').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_cards_user_signature_live').on(t.userId, t.signature).where(sql`${t.deletedAt} is null`),
    index('payment_cards_user_idx').on(t.userId),
  ],
);

/** One card charge, by our own reference. The fee is what the member pays on top: total = amount + fee. */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** wallet_funding, card_verification, registration_fee, …: the module that gives value reads it */
    purpose: text('purpose').notNull(),
    /** `checkout` (the member entered a card) or `saved_card` (we charged a stored authorization) */
    channel: text('channel').notNull().default('checkout'),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'bigint' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('initialized'),
    saveCard: boolean('save_card').notNull().default(false),
    /** what within the purpose it pays for, e.g. `target:12` (the purpose's `subjectOf`), so its callback can give the value there */
    subject: text('subject'),
    cardId: bigint('card_id', { mode: 'number' }).references(() => paymentCards.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** set by the module that gives the value (wallet credit, membership…), exactly once */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('payment_charges_reference_unique').on(t.reference),
    index('payment_charges_user_idx').on(t.userId, t.createdAt),
    check('payment_charges_status_check', sql`${t.status} in ('initialized', 'success', 'failed', 'abandoned')`),
    check('payment_charges_amounts_check', sql`${t.amountKobo} > 0 and ${t.feeKobo} >= 0 and ${t.totalKobo} = ${t.amountKobo} + ${t.feeKobo}`),
    check('payment_charges_applied_check', sql`${t.appliedAt} is null or ${t.status} = 'success'`),
  ],
);

/** Every verified provider webhook, once: the unique (provider, event_key) makes "applied once" a constraint. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    type: text('type').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** the last handler error; the event stays unprocessed and a redelivery processes it again */
    error: text('error'),
  },
  (t) => [uniqueIndex('payment_events_key_unique').on(t.provider, t.eventKey), index('payment_events_reference_idx').on(t.reference)],
);

// ── the sandbox provider's own state (what Paystack would hold on its side) ─────────────────────

export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  email: text('email').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  callbackUrl: text('callback_url'),
  metadata: jsonb('metadata'),
  /** pending → otp → success | failed; pending → abandoned */
  status: text('status').notNull().default('pending'),
  gatewayResponse: text('gateway_response'),
  /** the authorization used or created by this charge */
  authorizationCode: text('authorization_code'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** card details held between the card step and the OTP step */
  pendingCard: jsonb('pending_card'),
});

export const sandboxAuthorizations = pgTable('sandbox_authorizations', {
  authorizationCode: text('authorization_code').primaryKey(),
  email: text('email').notNull(),
  signature: text('signature').notNull(),
  bin: text('bin').notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  bank: text('bank').notNull(),
  expMonth: text('exp_month').notNull(),
  expYear: text('exp_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRecipients = pgTable('sandbox_recipients', {
  recipientCode: text('recipient_code').primaryKey(),
  name: text('name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankCode: text('bank_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxTransfers = pgTable('sandbox_transfers', {
  reference: text('reference').primaryKey(),
  transferCode: text('transfer_code').notNull(),
  recipientCode: text('recipient_code').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
  reason: text('reason'),
  /** what the transfer becomes at settles_at: success, failed, or paid_after_reversal (failed, then paid) */
  outcome: text('outcome').notNull(),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhooks the sandbox owes this API: stored first, so a restart re-delivers what was not delivered. */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_webhooks_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

export type PaymentCharge = typeof paymentCharges.$inferSelect;
export type PaymentCard = typeof paymentCards.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
