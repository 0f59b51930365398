// Whether withdrawals can be paid into the account on file: held for the society's review, or waiting out the
// cooling period after a change (the API's words say until when). Nothing is shown when they are open.
import { Badge } from '@coop/shared';
import type { BankAccountOnFile } from '../../features/bank/api';
import styles from '@coop/shared/styles/layout.module.css';

const LABELS = { held: 'Held for review', cooling: 'Withdrawals paused after a change' } as const;

export function BankAccountStatusNote({ account }: { account: BankAccountOnFile }) {
  if (account.status !== 'held' && account.status !== 'cooling') return null;
  return (
    <div role="status" aria-label="Bank account status">
      <Badge tone="warning">{LABELS[account.status]}</Badge>
      {account.status_message && <p className={styles.muted}>{account.status_message}</p>}
    </div>
  );
}
