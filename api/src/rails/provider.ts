// The card payment provider contract (ARCHITECTURE §6 "Rails"). Amounts are kobo (bigint); references are ours.
// Two implementations: `paystack` (the real REST API) and `sandbox` (a local fake with its state in our database).
import type { IncomingHttpHeaders } from 'node:http';
import type { Executor } from '../db/client';

export type ProviderName = 'sandbox' | 'paystack';

export interface CardAuthorization {
  /** secret: lets us charge the card again; never sent to a client */
  authorizationCode: string;
  reusable: boolean;
  /** the provider's fingerprint of the card: the same card gives the same signature */
  signature: string;
  bin: string;
  last4: string;
  bank: string;
  brand: string;
  expMonth: string;
  expYear: string;
}

export type ChargeStatusFromProvider = 'success' | 'failed' | 'abandoned' | 'pending';

export interface ChargeResult {
  status: ChargeStatusFromProvider;
  /** the amount we asked for, without fees the provider added for the customer to bear (see `feesKobo`) */
  amountKobo: bigint;
  currency: string;
  paidAt: Date | null;
  customerEmail: string;
  /** the provider's reason, e.g. "Declined" */
  gatewayResponse?: string;
  /** what the provider charged the customer on top of `amountKobo` (Paystack, when the account passes its fees on) */
  feesKobo?: bigint;
  authorization?: CardAuthorization;
}

export interface InitializeChargeInput {
  email: string;
  amountKobo: bigint;
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface Bank {
  name: string;
  code: string;
}

/**
 * `otp`: the provider holds the transfer until someone confirms it with the one-time password it sent the society
 * (Paystack does while transfer OTP is on for the account): not sent, not failed.
 */
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed' | 'otp';

/** A verified webhook. `id` is stable across redeliveries of the same event (it keys "applied once"). */
export interface WebhookEvent {
  id: string;
  type: string;
  reference: string | null;
  data: Record<string, unknown>;
}

/**
 * Where a provider that keeps state in our database (the sandbox) writes it. Pass the caller's transaction
 * when calling inside one: on PGlite a query on `db` while a transaction is open waits forever.
 */
export interface ProviderContext {
  executor?: Executor;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** safe to give to a browser */
  publicKey(): string;
  initializeCharge(input: InitializeChargeInput, context?: ProviderContext): Promise<{ authorizationUrl: string; reference: string }>;
  verifyCharge(reference: string): Promise<ChargeResult>;
  chargeAuthorization(
    input: { authorizationCode: string; email: string; amountKobo: bigint; reference: string },
    context?: ProviderContext,
  ): Promise<ChargeResult>;
  listBanks(): Promise<Bank[]>;
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<{ accountName: string; accountNumber: string }>;
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }, context?: ProviderContext): Promise<{ recipientCode: string }>;
  /** `reference` is ours and unique: retry only after `verifyTransfer` gave a conclusive answer */
  initiateTransfer(
    input: { amountKobo: bigint; recipientCode: string; reference: string; reason: string },
    context?: ProviderContext,
  ): Promise<{ status: 'pending' | 'success' | 'failed' | 'otp'; transferCode: string }>;
  /** sends a transfer held at `otp`, with the one-time password the society received; a wrong OTP is conclusive */
  finalizeTransfer(input: { transferCode: string; otp: string }): Promise<{ status: TransferStatus }>;
  verifyTransfer(reference: string): Promise<{ status: TransferStatus }>;
  /**
   * true when verifying a webhook's subject is a call over the network (the provider's API): the webhook route then
   * acknowledges once the event is stored and verifies after replying; false for a provider that answers locally
   */
  readonly verifiesOverNetwork: boolean;
  /** null when the signature is missing or wrong; throws WebhookPayloadError for a signed body that is not an event */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent | null;
}

/**
 * A provider call that failed. `conclusive` says whether the provider gave a definite answer (a 4xx, a refusal:
 * nothing happened, safe to act on) or not (timeout, 5xx, network: the operation may or may not have happened,
 * so verify before retrying anything that moves money).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly conclusive: boolean,
    readonly code: ProviderErrorCode,
    readonly httpStatus?: number,
    /** when the provider said to come back (429 with x-ratelimit-reset): ask again no sooner than this many ms */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = conclusive ? 'ConclusiveProviderError' : 'InconclusiveProviderError';
  }
}

export type ProviderErrorCode =
  /** the provider refused the request (4xx or status:false) */
  | 'rejected'
  /** the provider does not know the reference */
  | 'not_found'
  | 'timeout'
  | 'network'
  /** 5xx */
  | 'server'
  /** 429: the provider did nothing with the request; ask again after `retryAfterMs` */
  | 'rate_limited'
  /** 401: the secret key was refused (rotated, mistyped): nothing happened, and nothing is decided until it is fixed */
  | 'unauthorized'
  /** a 2xx whose body we could not read */
  | 'bad_response';

export class ConclusiveProviderError extends ProviderError {
  constructor(message: string, code: 'rejected' | 'not_found' = 'rejected', httpStatus?: number) {
    super(message, true, code, httpStatus);
  }
}

export class InconclusiveProviderError extends ProviderError {
  constructor(message: string, code: 'timeout' | 'network' | 'server' | 'bad_response' | 'rate_limited' | 'unauthorized', httpStatus?: number, retryAfterMs?: number) {
    super(message, false, code, httpStatus, retryAfterMs);
  }
}

/** the provider refused the call before acting on it (rate limit, refused key): nothing was created or moved */
export const refusedBeforeActing = (error: unknown): boolean => error instanceof ProviderError && (error.code === 'rate_limited' || error.code === 'unauthorized');

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
export const isConclusive = (error: unknown): boolean => error instanceof ProviderError && error.conclusive;

/** A webhook whose signature is right but whose body is not an event we can read. */
export class WebhookPayloadError extends Error {
  constructor(message = 'The webhook body is not a valid event') {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
