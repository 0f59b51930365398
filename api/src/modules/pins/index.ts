// The PIN guard for every flow that pays money out after a mailed PIN (see README.md).
export { bankAccountTarget, walletTarget, PIN_TTL_MS, type PinPurpose } from './rules';
export { pinLimits, type PinLimits } from './limits';
export { PIN_MESSAGES } from './messages';
export { issuePin, type PinRequest } from './issue';
export { usePin, type PinOutcome, type PinUse } from './use';
export { assertPinsUnlocked, clearPinLock, isPinLocked } from './lock';
export { pinLockMail } from './mails';
export { pinLockAdminRoutes, pinLockRoutes } from './routes';
