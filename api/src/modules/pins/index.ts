// The PIN guard for every flow that pays money out after a mailed PIN (see README.md), and the routes of a member's
// and the administrators' PIN locks.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { bankAccountTarget, walletTarget, PIN_TTL_MS, type PinFlow } from './rules';
export { pinLimits, type PinLimits } from './limits';
export { PIN_MESSAGES } from './messages';
export { issuePin, type PinRequest } from './issue';
export { usePin, type PinOutcome, type PinUse } from './use';
export { assertPinsUnlocked, clearPinLock, isPinLocked, pinLockOf } from './lock';
export { pinLockMail } from './mails';
