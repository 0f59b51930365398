// The sandbox provider: a local stand-in for Paystack with deterministic outcomes. Its state lives in the sandbox_*
// tables (what Paystack would hold on its side); the member pays on a checkout page this API serves (./routes.ts),
// and transfers settle through signed webhooks it delivers to this API (./webhookOutbox.ts).
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sandboxAuthorizations, sandboxCharges, sandboxRecipients, sandboxTransfers } from '../../db/schema';
import { isValidNuban } from '../nuban';
import {
  ConclusiveProviderError,
  type Bank,
  type CardAuthorization,
  type ChargeResult,
  type InitializeChargeInput,
  type PaymentProvider,
  type ProviderContext,
  type TransferStatus,
  type WebhookEvent,
} from '../provider';
import { verifySignedEvent } from '../webhooks';
import { NIGERIAN_BANKS } from './banks';
import { SANDBOX_FAILING_ACCOUNT, SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT } from './cards';
import { sandboxAccountName } from './names';
import { SANDBOX_SIGNATURE_HEADER, type SandboxWebhookOutbox } from './webhookOutbox';

export const SANDBOX_PUBLIC_KEY = 'pk_test_sandbox_0000000000000000000000000000';

export interface SandboxOptions {
  db: Database;
  now: () => Date;
  /** where browsers reach this API: the checkout page link */
  publicApiUrl: string;
  webhookSecret: string;
  transferDelayMs: number;
  outbox: SandboxWebhookOutbox;
}

/** a transfer to SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT fails first, then is paid this long after */
const PAID_AFTER_REVERSAL_OUTCOME = 'paid_after_reversal';
const lateByMs = (transferDelayMs: number) => Math.max(transferDelayMs, 1000);

const isAccount = (account: { bankCode: string; accountNumber: string }, recipient: { bankCode: string; accountNumber: string }) =>
  recipient.bankCode === account.bankCode && recipient.accountNumber === account.accountNumber;

function outcomeFor(recipient: { bankCode: string; accountNumber: string }): string {
  if (isAccount(SANDBOX_FAILING_ACCOUNT, recipient)) return 'failed';
  if (isAccount(SANDBOX_PAID_AFTER_REVERSAL_ACCOUNT, recipient)) return PAID_AFTER_REVERSAL_OUTCOME;
  return 'success';
}

type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
type SandboxAuthorizationRow = typeof sandboxAuthorizations.$inferSelect;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** its state is in our database: a webhook's subject is verified at once, before the reply */
  readonly verifiesOverNetwork = false;

  constructor(readonly options: SandboxOptions) {}

  publicKey(): string {
    return SANDBOX_PUBLIC_KEY;
  }

  checkoutUrl(reference: string): string {
    return `${this.options.publicApiUrl}/api/sandbox/checkout/${encodeURIComponent(reference)}`;
  }

  async initializeCharge(input: InitializeChargeInput, context?: ProviderContext) {
    const executor = context?.executor ?? this.options.db;
    const inserted = await executor
      .insert(sandboxCharges)
      .values({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata ?? {},
        createdAt: this.options.now(),
      })
      .onConflictDoNothing()
      .returning({ reference: sandboxCharges.reference });
    if (!inserted.length) throw new ConclusiveProviderError('Duplicate Transaction Reference');
    return { authorizationUrl: this.checkoutUrl(input.reference), reference: input.reference };
  }

  async verifyCharge(reference: string): Promise<ChargeResult> {
    const charge = await this.findCharge(this.options.db, reference);
    if (!charge) throw new ConclusiveProviderError('Transaction reference not found', 'not_found', 404);
    const authorization = charge.authorizationCode ? await this.findAuthorization(this.options.db, charge.authorizationCode) : undefined;
    return toChargeResult(charge, authorization);
  }

  async chargeAuthorization(
    input: { authorizationCode: string; email: string; amountKobo: bigint; reference: string },
    context?: ProviderContext,
  ): Promise<ChargeResult> {
    const executor = context?.executor ?? this.options.db;
    const authorization = await this.findAuthorization(executor, input.authorizationCode);
    if (!authorization) throw new ConclusiveProviderError('Invalid authorization code');
    if (authorization.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new ConclusiveProviderError('Authorization code does not belong to this customer');
    }
    const paidAt = this.options.now();
    const [charge] = await executor
      .insert(sandboxCharges)
      .values({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        status: 'success',
        gatewayResponse: 'Approved',
        authorizationCode: authorization.authorizationCode,
        paidAt,
        createdAt: paidAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!charge) throw new ConclusiveProviderError('Duplicate Transaction Reference');
    // Paystack also reports a successful authorization charge by webhook.
    await this.options.outbox.enqueue(executor, 'charge.success', chargeSuccessEvent(charge, authorization), 0);
    return toChargeResult(charge, authorization);
  }

  async listBanks(): Promise<Bank[]> {
    return NIGERIAN_BANKS.map((bank) => ({ ...bank }));
  }

  async resolveAccount(input: { accountNumber: string; bankCode: string }) {
    if (!NIGERIAN_BANKS.some((bank) => bank.code === input.bankCode)) throw new ConclusiveProviderError('Unknown bank code', 'rejected', 422);
    if (!isValidNuban(input.accountNumber, input.bankCode)) {
      throw new ConclusiveProviderError('Could not resolve account name. Check parameters or try again.', 'rejected', 422);
    }
    return { accountName: sandboxAccountName(input.bankCode, input.accountNumber), accountNumber: input.accountNumber };
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }, context?: ProviderContext) {
    await this.resolveAccount(input);
    // Like Paystack, the same account gives the same recipient.
    const recipientCode = `RCP_${crypto.createHash('sha256').update(`${input.bankCode}:${input.accountNumber}`).digest('hex').slice(0, 16)}`;
    const executor = context?.executor ?? this.options.db;
    await executor
      .insert(sandboxRecipients)
      .values({ recipientCode, name: input.name, accountNumber: input.accountNumber, bankCode: input.bankCode, createdAt: this.options.now() })
      .onConflictDoUpdate({ target: sandboxRecipients.recipientCode, set: { name: input.name } });
    return { recipientCode };
  }

  async initiateTransfer(
    input: { amountKobo: bigint; recipientCode: string; reference: string; reason: string },
    context?: ProviderContext,
  ): Promise<{ status: 'pending'; transferCode: string }> {
    const executor = context?.executor ?? this.options.db;
    if (input.amountKobo <= 0n) throw new ConclusiveProviderError('Invalid amount');
    const [recipient] = await executor.select().from(sandboxRecipients).where(eq(sandboxRecipients.recipientCode, input.recipientCode)).limit(1);
    if (!recipient) throw new ConclusiveProviderError('Recipient not found', 'rejected', 400);
    const outcome = outcomeFor(recipient);
    const now = this.options.now();
    const transferCode = `TRF_${crypto.randomBytes(8).toString('hex')}`;
    const [transfer] = await executor
      .insert(sandboxTransfers)
      .values({
        reference: input.reference,
        transferCode,
        recipientCode: recipient.recipientCode,
        amountKobo: input.amountKobo,
        reason: input.reason,
        outcome,
        settlesAt: new Date(now.getTime() + this.options.transferDelayMs),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!transfer) throw new ConclusiveProviderError('Duplicate Transaction Reference', 'rejected', 400);
    const event = (status: 'success' | 'failed', failures: string | null) => ({
      event: `transfer.${status}`,
      data: {
        domain: 'test',
        reference: transfer.reference,
        transfer_code: transfer.transferCode,
        amount: Number(transfer.amountKobo),
        currency: 'NGN',
        status,
        reason: transfer.reason,
        failures,
        recipient: { recipient_code: recipient.recipientCode, details: { account_number: recipient.accountNumber, bank_code: recipient.bankCode, account_name: recipient.name } },
        created_at: now.toISOString(),
        transferred_at: status === 'success' ? transfer.settlesAt.toISOString() : null,
      },
    });
    const delay = this.options.transferDelayMs;
    if (outcome === 'success') await this.options.outbox.enqueue(executor, 'transfer.success', event('success', null), delay);
    else if (outcome === 'failed') await this.options.outbox.enqueue(executor, 'transfer.failed', event('failed', 'Sandbox: transfers to this account always fail'), delay);
    else {
      await this.options.outbox.enqueue(executor, 'transfer.failed', event('failed', 'Sandbox: this transfer fails, then the bank pays it anyway'), delay);
      await this.options.outbox.enqueue(executor, 'transfer.success', event('success', null), delay + lateByMs(delay));
    }
    return { status: 'pending', transferCode };
  }

  /** the sandbox never holds a transfer for an OTP */
  async finalizeTransfer(): Promise<{ status: TransferStatus }> {
    throw new ConclusiveProviderError('The sandbox does not ask for transfer OTPs: there is nothing to finalize');
  }

  async verifyTransfer(reference: string): Promise<{ status: TransferStatus }> {
    const [transfer] = await this.options.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference)).limit(1);
    if (!transfer) throw new ConclusiveProviderError('Transfer not found', 'not_found', 404);
    const now = this.options.now();
    if (now < transfer.settlesAt) return { status: 'pending' };
    if (transfer.outcome === PAID_AFTER_REVERSAL_OUTCOME) {
      return { status: now.getTime() < transfer.settlesAt.getTime() + lateByMs(this.options.transferDelayMs) ? 'failed' : 'success' };
    }
    return { status: transfer.outcome === 'success' ? 'success' : 'failed' };
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent | null {
    return verifySignedEvent(rawBody, headers, SANDBOX_SIGNATURE_HEADER, this.options.webhookSecret);
  }

  // ── used by the checkout page ────────────────────────────────────────────────────────────────

  findCharge(executor: Executor, reference: string): Promise<SandboxChargeRow | undefined> {
    return executor
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference))
      .limit(1)
      .then((rows) => rows[0]);
  }

  findAuthorization(executor: Executor, authorizationCode: string): Promise<SandboxAuthorizationRow | undefined> {
    return executor
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.authorizationCode, authorizationCode))
      .limit(1)
      .then((rows) => rows[0]);
  }
}

/** A Paystack-shaped `charge.success` webhook body. */
export function chargeSuccessEvent(charge: SandboxChargeRow, authorization: SandboxAuthorizationRow): Record<string, unknown> {
  return {
    event: 'charge.success',
    data: {
      domain: 'test',
      status: 'success',
      reference: charge.reference,
      amount: Number(charge.amountKobo),
      currency: charge.currency,
      gateway_response: charge.gatewayResponse ?? 'Approved',
      paid_at: charge.paidAt?.toISOString() ?? null,
      channel: 'card',
      metadata: charge.metadata,
      customer: { email: charge.email },
      authorization: {
        authorization_code: authorization.authorizationCode,
        bin: authorization.bin,
        last4: authorization.last4,
        exp_month: authorization.expMonth,
        exp_year: authorization.expYear,
        channel: 'card',
        card_type: authorization.brand,
        bank: authorization.bank,
        country_code: 'NG',
        brand: authorization.brand,
        reusable: true,
        signature: authorization.signature,
      },
    },
  };
}

function toChargeResult(charge: SandboxChargeRow, authorization: SandboxAuthorizationRow | undefined): ChargeResult {
  const status: ChargeResult['status'] =
    charge.status === 'success' ? 'success' : charge.status === 'failed' ? 'failed' : charge.status === 'abandoned' ? 'abandoned' : 'pending';
  return {
    status,
    amountKobo: charge.amountKobo,
    currency: charge.currency,
    paidAt: charge.paidAt,
    customerEmail: charge.email,
    gatewayResponse: charge.gatewayResponse ?? undefined,
    authorization: authorization ? toAuthorization(authorization) : undefined,
  };
}

function toAuthorization(row: SandboxAuthorizationRow): CardAuthorization {
  return {
    authorizationCode: row.authorizationCode,
    reusable: true,
    signature: row.signature,
    bin: row.bin,
    last4: row.last4,
    bank: row.bank,
    brand: row.brand,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}
