// What a PIN is bound to and the limits the guard keeps, for every flow that pays money out with a mailed PIN.

/** the flows that ask for a PIN; the request cap and the wrong-PIN lock are shared between them */
export type PinPurpose = 'wallet_withdrawal' | 'savings_withdrawal';

/** where the money goes: a PIN issued for one bank account row is refused for any other */
export const bankAccountTarget = (bankAccountId: number): string => `bank_account:${bankAccountId}`;
/** a payout into the member's own wallet (the savings withdrawal): the wallet's ledger account id */
export const walletTarget = (walletAccountId: number): string => `wallet:${walletAccountId}`;

export const PIN_TTL_MS = 10 * 60_000;
/** wrong tries on one PIN before it is dead */
export const PIN_MAX_ATTEMPTS = 5;

/** PIN requests a member may make in REQUEST_WINDOW_MS, across purposes */
export const PIN_REQUESTS_PER_WINDOW = 5;
export const PIN_REQUEST_WINDOW_MS = 60 * 60_000;

/** wrong PINs in WRONG_PIN_WINDOW_MS, across PINs and purposes, that lock the member's PIN-protected withdrawals */
export const WRONG_PINS_TO_LOCK = 10;
export const WRONG_PIN_WINDOW_MS = 24 * 60 * 60_000;
