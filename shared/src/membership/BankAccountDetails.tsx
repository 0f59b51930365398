// The bank account on file as a withdrawal shows it (its bank, name and number), in savings and in the wallet alike.
import type { BankAccount } from '@coop/api/contract';
import styles from '../styles/layout.module.css';

interface BankAccountDetailsProps {
  account: Pick<BankAccount, 'bank_name' | 'account_name' | 'account_no'>;
  /** the list's accessible name */
  label?: string;
}

export function BankAccountDetails({ account, label = 'Bank details' }: BankAccountDetailsProps) {
  return (
    <dl className={styles.details} aria-label={label}>
      <dt>Bank Name</dt>
      <dd>{account.bank_name}</dd>
      <dt>Account Name</dt>
      <dd>{account.account_name}</dd>
      <dt>Account Number</dt>
      <dd>{account.account_no}</dd>
    </dl>
  );
}
