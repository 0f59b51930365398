// The Paystack adapter: https://paystack.com/docs/api/ mapped onto PaymentProvider. The secret key stays here.
// Where Paystack is stricter than our contract (its published OpenAPI description, test/fakes/paystack-openapi):
// amounts go as integers in kobo; transfer references are lowercase (transferReference); a fee-bearing customer's
// verify answer is read by `requested_amount`; a transfer held for an OTP is reported as `otp`, never as sent.
import type { IncomingHttpHeaders } from 'node:http';
import {
  ConclusiveProviderError,
  InconclusiveProviderError,
  type Bank,
  type CardAuthorization,
  type ChargeResult,
  type InitializeChargeInput,
  type PaymentProvider,
  type TransferStatus,
  type WebhookEvent,
} from '../provider';
import { verifySignedEvent } from '../webhooks';
import { PaystackClient } from './client';

export interface PaystackOptions {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface PaystackTransaction {
  status?: string;
  reference?: string;
  /** what the customer paid: requested_amount plus Paystack's fees when the account passes them on */
  amount?: number | string;
  /** what we asked for (present on verify answers) */
  requested_amount?: number | string;
  fees?: number | string | null;
  currency?: string;
  paid_at?: string | null;
  paidAt?: string | null;
  gateway_response?: string | null;
  customer?: { email?: string } | null;
  authorization?: {
    authorization_code?: string;
    bin?: string | null;
    last4?: string | null;
    exp_month?: string | null;
    exp_year?: string | null;
    channel?: string | null;
    card_type?: string | null;
    bank?: string | null;
    brand?: string | null;
    reusable?: boolean;
    signature?: string | null;
  } | null;
}

interface PaystackBank {
  name: string;
  code: string;
  active?: boolean;
  is_deleted?: boolean | null;
}

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/**
 * Paystack's rule for a transfer reference: lowercase letters, digits, `-` and `_`, at least 16 characters. Ours are
 * made that way (withdrawals/service.ts); an older uppercase `WD-…` is sent (and asked about) lowercased, and
 * settlement finds its row whatever the case Paystack answers with.
 */
export const transferReference = (reference: string): string => reference.toLowerCase();

/** Paystack's integers in kobo: every amount we send is below Number.MAX_SAFE_INTEGER (MAX_AMOUNT_KOBO) */
function koboNumber(amountKobo: bigint): number {
  if (amountKobo < 0n || amountKobo > BigInt(Number.MAX_SAFE_INTEGER)) throw new ConclusiveProviderError('The amount cannot be sent to Paystack');
  return Number(amountKobo);
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly verifiesOverNetwork = true;
  private readonly client: PaystackClient;

  constructor(private readonly options: PaystackOptions) {
    this.client = new PaystackClient(options);
  }

  publicKey(): string {
    return this.options.publicKey;
  }

  async initializeCharge(input: InitializeChargeInput) {
    const { data } = await this.client.post<{ authorization_url?: string; reference?: string }>('/transaction/initialize', {
      email: input.email,
      amount: koboNumber(input.amountKobo),
      currency: 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata ?? {},
    });
    if (!data?.authorization_url) throw new InconclusiveProviderError('Paystack did not return a checkout link', 'bad_response');
    return { authorizationUrl: data.authorization_url, reference: data.reference ?? input.reference };
  }

  async verifyCharge(reference: string): Promise<ChargeResult> {
    const { data } = await this.client.get<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`);
    return toChargeResult(data);
  }

  async chargeAuthorization(input: { authorizationCode: string; email: string; amountKobo: bigint; reference: string }): Promise<ChargeResult> {
    const { data } = await this.client.post<PaystackTransaction>('/transaction/charge_authorization', {
      authorization_code: input.authorizationCode,
      email: input.email,
      amount: koboNumber(input.amountKobo),
      currency: 'NGN',
      reference: input.reference,
    });
    const result = toChargeResult(data);
    // charge_authorization's answer has no requested_amount: with fees passed to the customer its amount includes them,
    // so a paid amount other than ours is read again from verify, which says what was requested
    if (result.status === 'success' && data?.requested_amount == null && result.amountKobo !== input.amountKobo) return this.verifyCharge(input.reference);
    return result;
  }

  async listBanks(): Promise<Bank[]> {
    const banks = new Map<string, Bank>();
    let cursor: string | null = null;
    // The list is paginated by cursor; a handful of pages at most.
    for (let page = 0; page < 20; page += 1) {
      const query: Record<string, string> = { country: 'nigeria', currency: 'NGN', perPage: '100', use_cursor: 'true' };
      if (cursor) query.next = cursor;
      const envelope = await this.client.get<PaystackBank[]>('/bank', query);
      if (!Array.isArray(envelope.data)) throw new InconclusiveProviderError('Paystack returned no bank list', 'bad_response');
      for (const bank of envelope.data) {
        if (!bank?.code || !bank.name || bank.active === false || bank.is_deleted) continue;
        if (!banks.has(bank.code)) banks.set(bank.code, { name: bank.name, code: bank.code });
      }
      const next = envelope.meta?.next;
      if (typeof next !== 'string' || !next || next === cursor) break;
      cursor = next;
    }
    return [...banks.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async resolveAccount(input: { accountNumber: string; bankCode: string }) {
    const { data } = await this.client.get<{ account_number?: string; account_name?: string }>('/bank/resolve', {
      account_number: input.accountNumber,
      bank_code: input.bankCode,
    });
    if (!data?.account_name) throw new ConclusiveProviderError('Could not resolve account name');
    return { accountName: data.account_name, accountNumber: data.account_number ?? input.accountNumber };
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    const { data } = await this.client.post<{ recipient_code?: string }>('/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    if (!data?.recipient_code) throw new InconclusiveProviderError('Paystack did not return a recipient code', 'bad_response');
    return { recipientCode: data.recipient_code };
  }

  async initiateTransfer(input: { amountKobo: bigint; recipientCode: string; reference: string; reason: string }) {
    const { data } = await this.client.post<{ status?: string; transfer_code?: string }>('/transfer', {
      source: 'balance',
      amount: koboNumber(input.amountKobo),
      currency: 'NGN',
      recipient: input.recipientCode,
      reference: transferReference(input.reference),
      reason: input.reason,
    });
    if (!data?.transfer_code) throw new InconclusiveProviderError('Paystack did not return a transfer code', 'bad_response');
    const status = toTransferStatus(data.status);
    // 'reversed' cannot be a new transfer's first answer; read it as the failure it is
    return { status: status === 'reversed' ? 'failed' : status, transferCode: data.transfer_code };
  }

  async finalizeTransfer(input: { transferCode: string; otp: string }): Promise<{ status: TransferStatus }> {
    const { data } = await this.client.post<{ status?: string }>('/transfer/finalize_transfer', { transfer_code: input.transferCode, otp: input.otp });
    return { status: toTransferStatus(data?.status) };
  }

  async verifyTransfer(reference: string): Promise<{ status: TransferStatus }> {
    const { data } = await this.client.get<{ status?: string }>(`/transfer/verify/${encodeURIComponent(transferReference(reference))}`);
    return { status: toTransferStatus(data?.status) };
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent | null {
    return verifySignedEvent(rawBody, headers, PAYSTACK_SIGNATURE_HEADER, this.options.secretKey);
  }
}

function toTransferStatus(status: string | undefined): TransferStatus {
  switch (status) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'otp':
      return 'otp';
    // abandoned: an OTP nobody entered (Paystack gives up after 30 minutes)
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    default:
      // pending, processing, queued, received: not final yet
      return 'pending';
  }
}

function toChargeStatus(status: string | undefined): ChargeResult['status'] {
  switch (status) {
    case 'success':
      return 'success';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      // ongoing, pending, processing, queued, send_otp, send_pin…: the customer or the bank still has to act
      return 'pending';
  }
}

function toKobo(amount: number | string | undefined): bigint {
  if (typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0) return BigInt(amount);
  if (typeof amount === 'string' && /^\d{1,18}$/.test(amount)) return BigInt(amount);
  throw new InconclusiveProviderError('Paystack returned an amount we cannot read', 'bad_response');
}

function toChargeResult(data: PaystackTransaction | undefined): ChargeResult {
  if (!data || typeof data !== 'object') throw new InconclusiveProviderError('Paystack returned no transaction', 'bad_response');
  const paidAt = data.paid_at ?? data.paidAt ?? null;
  const paid = toKobo(data.amount);
  // with fees passed to the customer, amount = requested_amount + fees: what we asked for is requested_amount.
  // A payment of less than was requested is reported as paid, so the caller's amount check refuses it.
  const requested = data.requested_amount === undefined || data.requested_amount === null ? paid : toKobo(data.requested_amount);
  return {
    status: toChargeStatus(data.status),
    amountKobo: paid >= requested ? requested : paid,
    ...(paid > requested ? { feesKobo: paid - requested } : {}),
    currency: data.currency ?? 'NGN',
    paidAt: paidAt ? new Date(paidAt) : null,
    customerEmail: data.customer?.email ?? '',
    gatewayResponse: data.gateway_response ?? undefined,
    authorization: toAuthorization(data.authorization),
  };
}

function toAuthorization(auth: PaystackTransaction['authorization']): CardAuthorization | undefined {
  if (!auth?.authorization_code || !auth.signature || auth.channel !== 'card') return undefined;
  return {
    authorizationCode: auth.authorization_code,
    reusable: auth.reusable === true,
    signature: auth.signature,
    bin: auth.bin ?? '',
    last4: auth.last4 ?? '',
    bank: auth.bank ?? '',
    brand: (auth.brand ?? auth.card_type ?? '').trim(),
    expMonth: auth.exp_month ?? '',
    expYear: auth.exp_year ?? '',
  };
}
