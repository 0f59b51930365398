// Request validation for the bank account routes.
import { z } from 'zod';
import type { BankAccountRequest } from '../../contract';
import { recordId } from '../../http/validation';
import { UNKNOWN_BANK_MESSAGE } from '../payments/schema';

const ACCOUNT_NO_MESSAGE = 'The account number must be 10 digits';

/** The original sent {bank_name, account_no, account_name, bank_code}: the names are looked up, never trusted. */
export const bankAccountBody = z.object(
  {
    bank_code: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Choose your bank' : UNKNOWN_BANK_MESSAGE) })
      .trim()
      .regex(/^\d{3,6}$/, { error: UNKNOWN_BANK_MESSAGE }),
    // text, not a number: a JSON number drops the leading zero of "0123456789"
    account_no: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'The account number is required' : ACCOUNT_NO_MESSAGE) })
      .trim()
      .regex(/^\d{10}$/, { error: ACCOUNT_NO_MESSAGE }),
    bank_name: z.string({ error: 'The bank name must be text' }).max(200, { error: 'The bank name must be at most 200 characters' }).nullish(),
    account_name: z.string({ error: 'The account name must be text' }).max(200, { error: 'The account name must be at most 200 characters' }).nullish(),
    // checked only when an account is on file (./passwordCheck.ts): the original's first add sent none
    password: z.string({ error: 'Your password must be text' }).max(128, { error: 'Your password is not correct' }).nullish(),
  },
  { error: 'Send the bank details' },
);

export type BankAccountBody = z.infer<typeof bankAccountBody>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// fails to compile when the contract's BankAccountRequest and this schema's input drift apart
true satisfies Same<BankAccountRequest, z.input<typeof bankAccountBody>>;

/** `admin/bank_accounts/{id}/approve|reject` */
export const bankAccountIdParams = z.object({ id: recordId('The bank account id') });
