// The statement of the member's wallet between two Lagos dates.
import type { Money, Paginator } from './common';
import type { EntryStatus } from './transactions';

/** A row of `statement_of_account?from=YYYY-MM-DD&to=YYYY-MM-DD&page=&per_page=` (add `&format=csv|pdf` to download every row). */
export interface StatementRow {
  id: number;
  reference: string;
  /** ISO 8601 instant */
  date: string;
  description: string;
  /** the category label a member sees (facts §4.6), as in the wallet history */
  category_label: string;
  credit: Money | null;
  debit: Money | null;
  /** the wallet balance after this entry */
  balance: Money;
  status: EntryStatus;
}
/** The member's wallet between two Lagos dates (inclusive); rows oldest first with their running balance. */
export type StatementReply = Paginator<StatementRow> & {
  success: true;
  /** 'Wallet' */
  account: string;
  /** the member number the original showed, `FIN-{user_id}` */
  account_no: string;
  from: string;
  to: string;
  /** the balance at the start of `from` */
  opening_balance: Money;
  /** the balance at the end of `to` (= the wallet balance when `to` is today) */
  closing_balance: Money;
  total_credits: Money;
  total_debits: Money;
};
