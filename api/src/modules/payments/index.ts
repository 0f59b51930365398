// The payments area: what a member pays for and how (./README.md). The service is `app.deps.payments` (built in
// buildApp); an area registers its purposes and takes money with it. This is also its public surface for other areas.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { createPaymentsService } from './setup';
export { PaymentsService, providerAppError, UNSENT_CHARGE_REASON } from './service';
export type { StartCardChargeInput, StartedCharge, ChargeSavedCardInput } from './service';
export type { DispatchedPaymentEvent, PaymentEventHandler, VerifiedState } from './events';
export type { SavedCardView } from './cards';
export { BankDirectory, INVALID_ACCOUNT_MESSAGE, UNKNOWN_BANK_MESSAGE } from './banks';
export type { PaymentPurpose, PaymentSourceKind, PaymentTransferInput, PurposeRequest, TakenPayment } from './purposes';
export type { Taken, TakeFromMemberRequest } from './takeFromMember';
export { CHARGE_ALREADY_USED } from './takeFromMember';
export { PAYMENT_SOURCE_MESSAGES, chargeReference, checkPaymentSource, paymentSourceBody, paymentSourceFields, paymentSourceOf, savedCardId, type PaymentSource, type PaymentSourceBody } from './paymentSource';
export { insufficientBalanceMessage, paymentFromWallet } from './takenPayment';
export { CARD_FEES_PURPOSE, CARD_PAYMENT_METHOD, cardMoneyPostings, naira } from './cardMoney';
export { MONEY_CLAIM_MS, PAYMENT_PENDING_MESSAGE, keyAlreadyAnswered, savedCardReference } from './cardPayment';
export { findOwnCard, listCards } from './cards';
export { chargeCategory, newChargeReference } from './references';
