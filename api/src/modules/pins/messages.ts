// What the guard tells a member. One lock message everywhere (both steps, the wallet page, the admin's help).
import { naira } from '../payments';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const PIN_MESSAGES = {
  invalid: 'This withdrawal PIN is not valid or has already been used. Please start the withdrawal again',
  expired: 'This withdrawal PIN has expired. Please start the withdrawal again',
  tooManyAttempts: 'Too many wrong withdrawal PINs. Please start the withdrawal again',
  amount: (kobo: bigint) => `This withdrawal PIN is for ${naira(kobo)}. Please start the withdrawal again to withdraw a different amount`,
  target: 'This withdrawal PIN was issued for a different bank account: your bank account has changed since. Please start the withdrawal again',
  wrong: (left: number) =>
    left > 0
      ? `The withdrawal PIN is not correct. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left`
      : 'The withdrawal PIN is not correct. You have no attempts left: please start the withdrawal again',
  tooManyRequests: (count: number, waitMs: number) => {
    const wait = minutes(waitMs);
    return `You have asked for ${count} withdrawal PINs in the last hour. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} before asking for another`;
  },
  locked: 'Withdrawals are locked after too many wrong PINs. Reset your password from the sign-in page to unlock them, or contact the society.',
} as const;
