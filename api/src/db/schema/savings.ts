// Savings: a member's plans (the regular and save-to-loan autosave plans, and every target with its own schedule),
// the liens the loans area places on savings, and the autosave job's record of each period it charged.
// Balances are never here: each package is a ledger account (regular_savings, save_to_loan, target_savings:<id>).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentCards } from './payments';
import { users } from './users';

export const SAVINGS_PLAN_KINDS = ['regular', 'target', 'save_to_loan'] as const;
export type SavingsPlanKind = (typeof SAVINGS_PLAN_KINDS)[number];

export const SAVINGS_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type SavingsFrequency = (typeof SAVINGS_FREQUENCIES)[number];

/** active: open (a target still saving); completed: a target that reached its amount; exited: stopped by the member */
export const SAVINGS_PLAN_STATUSES = ['active', 'completed', 'exited'] as const;
export type SavingsPlanStatus = (typeof SAVINGS_PLAN_STATUSES)[number];

/**
 * One plan. Regular and save-to-loan: at most one row per member and kind (its autosave schedule; the balance lives
 * on the member's account whether or not a plan exists). Target: one row per target, its own ledger account
 * `target_savings:<id>`. Times of day and days are Africa/Lagos (UTC+1, no daylight saving).
 */
export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SavingsPlanKind>().notNull(),
    status: text('status').$type<SavingsPlanStatus>().notNull().default('active'),
    /** targets only */
    targetName: text('target_name'),
    /** targets only: the overall amount to reach */
    targetedAmountKobo: bigint('targeted_amount_kobo', { mode: 'bigint' }),
    /** the amount charged each period */
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    frequency: text('frequency').$type<SavingsFrequency>().notNull(),
    /** Weekly: 1 (Monday) … 7 (Sunday) */
    transactionDay: integer('transaction_day'),
    /** Monthly: the day of the month 1…31 (a shorter month charges on its last day) */
    transactionMonth: integer('transaction_month'),
    /** 'HH:MM', Lagos time */
    transactionTime: text('transaction_time').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** targets: the computed end date (facts §3.3) */
    endDate: date('end_date', { mode: 'string' }),
    /** the saved card autosave charges; null when none */
    cardId: bigint('card_id', { mode: 'number' }).references(() => paymentCards.id),
    autoStatus: boolean('auto_status').notNull().default(false),
    /** the next scheduled charge (UTC); null while autosave is off */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** failed autosave charges in a row; three pause the plan */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** what was paid into the wallet when it completed or was exited (kept for the completed list) */
    closedAmountKobo: bigint('closed_amount_kobo', { mode: 'bigint' }),
    /** completed or exited */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('savings_plans_one_per_kind').on(t.userId, t.kind).where(sql`${t.kind} <> 'target'`),
    index('savings_plans_user_idx').on(t.userId, t.kind, t.id),
    index('savings_plans_due_idx').on(t.nextRunAt).where(sql`${t.autoStatus} and ${t.pausedAt} is null and ${t.status} = 'active'`),
    check('savings_plans_amount_check', sql`${t.amountKobo} > 0`),
    check('savings_plans_targeted_check', sql`${t.targetedAmountKobo} is null or ${t.targetedAmountKobo} > 0`),
    check('savings_plans_day_check', sql`${t.transactionDay} is null or ${t.transactionDay} between 1 and 7`),
    check('savings_plans_month_day_check', sql`${t.transactionMonth} is null or ${t.transactionMonth} between 1 and 31`),
    check('savings_plans_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

export const LIEN_REASONS = ['loan_cover', 'guarantee'] as const;
export type LienReason = (typeof LIEN_REASONS)[number];

/**
 * A pledge of a member's savings (regular + save-to-loan together) by the loans area: their own loan's cover or a
 * guarantee of another member's loan. A hold, not a transfer: guarantable = regular + save-to-loan − active liens.
 */
export const savingsLiens = pgTable(
  'savings_liens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<LienReason>().notNull(),
    /** what it secures, e.g. `loan:12` (the loans area's own key) */
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** released so far as the loan is repaid (pro rata); the lien holds amount − released */
    releasedKobo: bigint('released_kobo', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** fully released (repaid, cancelled, declined) */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('savings_liens_active_idx').on(t.userId).where(sql`${t.releasedAt} is null`),
    uniqueIndex('savings_liens_one_per_reference').on(t.userId, t.reference).where(sql`${t.releasedAt} is null`),
    check('savings_liens_amount_check', sql`${t.amountKobo} > 0`),
    check('savings_liens_released_check', sql`${t.releasedKobo} >= 0 and ${t.releasedKobo} <= ${t.amountKobo}`),
  ],
);

export const AUTOSAVE_RUN_STATUSES = ['charging', 'charged', 'failed'] as const;
export type AutosaveRunStatus = (typeof AUTOSAVE_RUN_STATUSES)[number];

/** One autosave period of one plan: the unique (plan, due_at) is what makes a period charge at most once. */
export const autosaveRuns = pgTable(
  'autosave_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => savingsPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the scheduled occurrence this run is for (the period's key) */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AutosaveRunStatus>().notNull().default('charging'),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** the charge attempt (its claim key): a new one only when the previous never reached the card provider */
    attempt: integer('attempt').notNull().default(1),
    /** the card charge's reference, once known */
    chargeReference: text('charge_reference'),
    failureReason: text('failure_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('autosave_runs_period_unique').on(t.planId, t.dueAt),
    index('autosave_runs_status_idx').on(t.status, t.startedAt),
    index('autosave_runs_plan_idx').on(t.planId, t.id),
  ],
);

export type SavingsPlan = typeof savingsPlans.$inferSelect;
export type SavingsLien = typeof savingsLiens.$inferSelect;
export type AutosaveRun = typeof autosaveRuns.$inferSelect;
