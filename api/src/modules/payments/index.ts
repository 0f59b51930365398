// The payments module's public surface for other modules:
//   import { paymentsOf } from '../payments';  const payments = paymentsOf(app)  (or `app.payments` under /api)
export { paymentsModule, paymentsOf, chargeReply } from './routes';
export { PaymentsService, providerAppError } from './service';
export type { StartCardChargeInput, StartedCharge, ChargeSavedCardInput } from './service';
export type { DispatchedPaymentEvent, PaymentEventHandler, VerifiedState } from './events';
export type { SavedCardView } from './cards';
export { BankDirectory, INVALID_ACCOUNT_MESSAGE, UNKNOWN_BANK_MESSAGE } from './banks';
