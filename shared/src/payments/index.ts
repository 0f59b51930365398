// The payments area of @coop/shared: PayWith, the password → PIN confirmation, and what callers need around them.
export { PayWith } from './LazyPayWith';
export { PayWithRetry, type PayWithRetryProps } from './PayWithRetry';
export { AmountThenPayDialog, type AmountThenPayDialogProps, type AmountThenPayRequest } from './AmountThenPayDialog';
export {
  ALL_PAY_SOURCES, isNewCardSource, type PaymentSource, type NewCardSource, type PaySourceKind, type PayWithProps, type PaymentPurpose,
} from './types';
export { paymentsApi, type StartChargeBody } from './paymentsApi';
export { nairaToKobo, isPositiveNaira, coversAmount } from './kobo';
export { savedCardName, savedCardDetails } from './savedCardLabel';
export { checkoutModeFor, isCheckoutMessageFor, type CheckoutMode } from './checkoutWindow';
export { pollChargeStatus, VERIFY_DELAYS_MS, type PollOutcome } from './pollCharge';
export { LeaveSocietyConfirm, WITHDRAWAL_PIN_MESSAGE, type LeaveSocietyConfirmProps, type LeaveSocietyStep } from './LeaveSocietyConfirm';
export { usePasswordStep, type VerifyPassword } from './usePasswordStep';
export { withdrawalPinApi, type VerifyPasswordBody, type PasswordAndPin } from './withdrawalPinApi';
