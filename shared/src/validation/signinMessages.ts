// The spec §8 texts of a failed sign-in or sign-up, in a module of their own: the auth sagas' bundle carries these
// two, not every validation message (MESSAGES has them too).
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid Email or Password';

export const emailAlreadyUsed = (email: string) => `${email} has already been used`;
