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
  amountKobo: bigint;
  currency: string;
  paidAt: Date | null;
  customerEmail: string;
  /** the provider's reason, e.g. "Declined" */
  gatewayResponse?: string;
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

export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

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
  ): Promise<{ status: 'pending' | 'success' | 'failed'; transferCode: string }>;
  verifyTransfer(reference: string): Promise<{ status: TransferStatus }>;
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
  /** Paystack transfers need an OTP approval: disable transfer OTP on the account for automatic payouts */
  | 'otp_required'
  | 'timeout'
  | 'network'
  /** 5xx */
  | 'server'
  /** a 2xx whose body we could not read */
  | 'bad_response';

export class ConclusiveProviderError extends ProviderError {
  constructor(message: string, code: 'rejected' | 'not_found' | 'otp_required' = 'rejected', httpStatus?: number) {
    super(message, true, code, httpStatus);
  }
}

export class InconclusiveProviderError extends ProviderError {
  constructor(message: string, code: 'timeout' | 'network' | 'server' | 'bad_response', httpStatus?: number) {
    super(message, false, code, httpStatus);
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
export const isConclusive = (error: unknown): boolean => error instanceof ProviderError && error.conclusive;

/** A webhook whose signature is right but whose body is not an event we can read. */
export class WebhookPayloadError extends Error {
  constructor(message = 'The webhook body is not a valid event') {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
