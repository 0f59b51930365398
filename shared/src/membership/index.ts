// The membership area of @coop/shared: the non-member gate and the bank/profile pre-check.
export { MembershipGate, MEMBERSHIP_SIGNOUT_DELAY_MS } from './MembershipGate';
export {
  ShareholdingFundingDialog, shareholdingGateText, useShareholdingGuard, type ShareholdingFigures, type ShareholdingFundingDialogProps,
} from './ShareholdingGate';
export { BankAccountDetails } from './BankAccountDetails';
export { BUSINESS_FINANCE_PATH, PRODUCT_FINANCE_PATH } from './paths';
export { membershipApi } from './membershipApi';
export {
  SETTINGS_PATH, bankOrProfileMissing, requireBankAndProfile, isProfileAndBankRequired, handleProfileAndBankRequired, useRequireBankAndProfile,
} from './requireBankAndProfile';
