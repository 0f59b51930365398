// Types of the API's replies and requests that the front end reads, one file per area. Remotes and the shell
// `import type` from here only: every file is types alone, and request bodies are the zod schemas' input types.
// Money is always a decimal string in naira with two places ("1500.00").

export type * from './common';
export type * from './auth';
export type * from './notifications';
export type * from './admin';
export type * from './dev';
export type * from './payments';
export type * from './wallet';
export type * from './withdrawals';
export type * from './transactions';
export type * from './statements';
export type * from './membership';
export type * from './settings';
export type * from './profile';
export type * from './bank';
export type * from './ledgerAdmin';
export type * from '../modules/payments/contract';
export type * from './alerts';
export type * from './savings';
export type * from './savingsAdmin';
export type * from './loans';
export type * from './loansAdmin';
export type * from './shop';
export type * from './investments';
export type * from './commerceAdmin';
export type * from './backOffice';
export type * from './memberFile';
export type * from './notices';
export type * from './reports';
export type * from './memberActions';
