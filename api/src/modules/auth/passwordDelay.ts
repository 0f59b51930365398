// How long a member must wait after wrong passwords. Counted per account AND client address, so a stranger
// typing someone's e-mail slows only their own address, never the member at theirs.
//
// Per address: 3 free failures (typos, a forgotten caps lock), then the next check waits 2 s, 4 s, 8 s … doubling
// up to 15 minutes. From one address that is 12 guesses in the first ~17 minutes and then 4 an hour (~100 a day):
// far too slow to guess any password our rules accept, and a member who mistypes a few times waits seconds.
//
// Per account, across addresses (the distributed attacker with many addresses): 100 free failures a day, then the
// same doubling schedule for the whole account. It holds and counts only addresses that have not signed in to
// the account in the last 90 days, so a botnet can slow the member at a new address but never at one they have
// used (there only the per-address delay applies); a password reset starts the count again. This caps a botnet
// at roughly 100 + 100 guesses a day per account, however many addresses it has.
//
// Failures older than a day are forgotten: the count starts again at the next failure.

export const FREE_FAILURES_PER_ADDRESS = 3;
export const FREE_FAILURES_PER_ACCOUNT = 100;
export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60_000;
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;
export const KNOWN_ADDRESS_FOR_MS = 90 * 24 * 60 * 60_000;

/** the wait before the next check after `failures` wrong passwords, of which `free` cost nothing */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 20));
}

/** whole seconds, rounded up, for `retry_after` and the Retry-After header */
export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}

/** "8 seconds", "1 minute", "15 minutes" */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
