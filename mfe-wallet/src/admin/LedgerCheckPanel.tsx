// Ledger check (SA, ADMIN): runs the ledger's invariant check and shows each list of problems.
import { useState } from 'react';
import { accepted, Button, ErrorState, formatDateTime, formatNaira, useLoad } from '@coop/shared';
import type { LedgerCheckReply } from '@coop/api/contract';
import { adminApi } from '../features/admin/api';
import styles from './panelStyles';

/** The lists of a check, in the order an administrator reads them; lists a newer API adds are shown too. */
const LISTS: { key: string; title: string }[] = [
  { key: 'mismatched_accounts', title: 'Mismatched accounts' },
  { key: 'negative_member_accounts', title: 'Negative member accounts' },
  { key: 'unbalanced_transfers', title: 'Unbalanced transfers' },
  { key: 'overdue_pending', title: 'Overdue pending transfers' },
  { key: 'mismatched_account_counters', title: 'Mismatched account counters' },
  { key: 'broken_running_balances', title: 'Broken running balances' },
  { key: 'overdue_pending_without_alert', title: 'Overdue pending transfers without an alert' },
  { key: 'mismatched_member_histories', title: "Members' history indexes that disagree with their transfers" },
];

const MONEY_KEYS = new Set(['cached', 'actual', 'balance', 'sum', 'balance_after', 'expected_balance_after']);
const TIME_KEYS = new Set(['deadline_at', 'created_at', 'at']);

function describe(item: Record<string, unknown>): string {
  return Object.entries(item)
    .map(([key, value]) => {
      const text = MONEY_KEYS.has(key) && typeof value === 'string' ? formatNaira(value) : TIME_KEYS.has(key) && typeof value === 'string' ? formatDateTime(value) : String(value);
      return `${key.replace(/_/g, ' ')}: ${text}`;
    })
    .join(' · ');
}

function Result({ result }: { result: LedgerCheckReply }) {
  const record = result as unknown as Record<string, unknown>;
  const lists = LISTS.filter(({ key }) => Array.isArray(record[key]));
  return (
    <>
      <p className={result.ok ? styles.ok : styles.bad} role="status">
        {result.ok ? 'OK: the ledger is consistent' : 'Not OK: the ledger has problems to look at'}
      </p>
      <p className={styles.meta}>
        Checked at {formatDateTime(result.checked_at)} · {result.accounts_checked} accounts · sum of all postings {formatNaira(result.postings_sum)}
      </p>
      <div className={styles.lists}>
        {lists.map(({ key, title }) => {
          const items = record[key] as Record<string, unknown>[];
          return (
            <section key={key} className={styles.list} aria-label={title}>
              <h3>
                {title} ({items.length})
              </h3>
              {items.length === 0 ? (
                <p className={styles.none}>None</p>
              ) : (
                <ul>
                  {items.map((item, index) => (
                    <li key={index}>{describe(item)}</li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

export default function LedgerCheckPanel() {
  // the check runs when asked (it reads every account), again on each click
  const [runs, setRuns] = useState(0);
  const ledger = useLoad(() => adminApi.ledgerCheck().then(accepted), `ledger-check-${runs}`, runs > 0);
  const run = () => setRuns((n) => n + 1);
  const error = ledger.status === 'error' ? ledger.message : null;
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Checks that every transfer balances, cached balances match their postings and no member account is negative.</p>
      <div className={styles.row}>
        <Button onClick={run} loading={ledger.status === 'loading'}>
          {ledger.data ? 'Run the check again' : 'Run ledger check'}
        </Button>
      </div>
      {error && <ErrorState message={error} onRetry={run} />}
      {ledger.data && !error && <Result result={ledger.data} />}
    </div>
  );
}
