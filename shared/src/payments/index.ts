// The payments area of @coop/shared: PayWith and what callers need around it.
export { PayWith } from './LazyPayWith';
export {
  ALL_PAY_METHODS, payChoiceToBody, isNewCardChoice, isSavedCardChoice,
  type PayChoice, type PayChoiceBody, type PayMethod, type PayWithProps, type PaymentPurpose,
} from './types';
export { paymentsApi, type StartChargeBody } from './paymentsApi';
export { nairaToKobo, isPositiveNaira, coversAmount } from './kobo';
export { savedCardName, savedCardDetails } from './savedCardLabel';
export { checkoutModeFor, isCheckoutMessageFor, type CheckoutMode } from './checkoutWindow';
export { pollChargeStatus, VERIFY_DELAYS_MS, type PollOutcome } from './pollCharge';
