// What a PIN is bound to and the fixed parts of the guard, for every flow that pays money out with a mailed PIN. The
// limits an administrator may change (requests an hour, wrong tries, wrong PINs to lock) are settings: ./limits.ts.

/** the flows that ask for a PIN (a PIN's `purpose` column); they share the request cap and the wrong-PIN lock */
export type PinFlow = 'wallet_withdrawal' | 'savings_withdrawal';

/** where the money goes: a PIN issued for one bank account row is refused for any other */
export const bankAccountTarget = (bankAccountId: number): string => `bank_account:${bankAccountId}`;
/** a payout into the member's own wallet (the savings withdrawal): the wallet's ledger account id */
export const walletTarget = (walletAccountId: number): string => `wallet:${walletAccountId}`;

export const PIN_TTL_MS = 10 * 60_000;

/** the window of the PIN request cap (settings: pin_requests_per_hour) */
export const PIN_REQUEST_WINDOW_MS = 60 * 60_000;

/** the window in which wrong PINs count towards the lock (settings: wrong_pins_to_lock) */
export const WRONG_PIN_WINDOW_MS = 24 * 60 * 60_000;
