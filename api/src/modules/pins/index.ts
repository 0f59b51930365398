// The PIN guard for every flow that pays money out after a mailed PIN (see README.md).
export { bankAccountTarget, walletTarget, PIN_MAX_ATTEMPTS, PIN_REQUESTS_PER_WINDOW, PIN_TTL_MS, WRONG_PINS_TO_LOCK, type PinPurpose } from './rules';
export { PIN_MESSAGES } from './messages';
export { issuePin, type PinRequest } from './issue';
export { usePin, type PinOutcome, type PinUse } from './use';
export { assertPinsUnlocked, clearPinLock, isPinLocked } from './lock';
export { pinLockMail } from './mails';
export { pinLockAdminRoutes, pinLockRoutes } from './routes';
