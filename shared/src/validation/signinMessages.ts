// The spec §8 texts of a failed sign-in or sign-up, in a module of their own: the auth sagas' bundle carries these
// two, not every validation message (MESSAGES has them too).
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid Email or Password';

/** after a refused sign-in whose reply says to wait (`retry_after` seconds) before the next attempt is checked */
export function withWaitHint(message: string, seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${message}. Please wait ${count} ${unit}${count === 1 ? '' : 's'} before you try again.`;
}

export const emailAlreadyUsed = (email: string) => `${email} has already been used`;
