// What starting a card checkout and charging a saved card take and give (PaymentsService).
export interface StartCardChargeInput {
  userId: number;
  /** the e-mail the provider's checkout shows and receipts go to */
  email: string;
  /** wallet_funding, card_verification, registration_fee, … */
  purpose: string;
  /** what the member wants to pay in, before the card fee */
  amountKobo: bigint;
  /** keep the card for later charges (a reusable authorization) */
  saveCard?: boolean;
  /** an in-app path the provider returns the member to, e.g. '/wallet' (`?reference=` is appended) */
  callbackPath: string;
  /** what it pays for within the purpose (the purpose's `subjectOf`), e.g. `target:12` */
  subject?: string | null;
}

export interface StartedCharge {
  reference: string;
  /** the provider's checkout page (sandbox: this API's page; paystack: checkout.paystack.com) */
  authorizationUrl: string;
  /** decimal naira strings for the wire */
  amount: string;
  fee: string;
  total: string;
  amountKobo: bigint;
  feeKobo: bigint;
  totalKobo: bigint;
}

export interface ChargeSavedCardInput {
  userId: number;
  cardId: number;
  amountKobo: bigint;
  purpose: string;
  /** optional idempotency: the same reference again returns that charge instead of charging twice */
  reference?: string;
  /** the purpose's `subjectOf` for the request */
  subject?: string | null;
}
