// The member's withdrawal refusals other areas repeat word for word (savings' withdrawal to the wallet).
export const WRONG_PASSWORD = 'Your password is not correct';
