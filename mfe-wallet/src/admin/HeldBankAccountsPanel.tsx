// Held bank accounts (SA, ADMIN): accounts whose name, as the bank gives it, is not the member's profile name. The
// administrator compares the two and approves (withdrawals may be paid into it) or rejects (the member adds
// another); the member is mailed either way. An administrator's own account is marked Yours: another one decides.
import { useState } from 'react';
import { Button, EmptyState, ErrorState, formatDateTime, http, isYours, Spinner, Table, useLoad, type TableColumn } from '@coop/shared';
import type { BankAccountReviewReply, HeldBankAccount, HeldBankAccountsReply } from '@coop/api/contract';
import { YoursInstead } from './YoursInstead';
import styles from './Panel.module.css';

type Decision = 'approve' | 'reject';

const loadHeld = (signal: AbortSignal) => http.get<HeldBankAccountsReply>('admin/bank_accounts/held', { signal }).then((reply) => reply.data);

export default function HeldBankAccountsPanel() {
  const held = useLoad(loadHeld, 'held-bank-accounts');
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const decide = async (account: HeldBankAccount, decision: Decision) => {
    setBusy(account.id);
    setOutcome(null);
    try {
      const reply = await http.post<BankAccountReviewReply>(`admin/bank_accounts/${account.id}/${decision}`);
      setOutcome({ ok: true, message: `${account.member.name}: ${reply.message}` });
      held.retry();
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : 'The decision could not be saved. Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<HeldBankAccount>[] = [
    { key: 'member', header: 'Member (profile name)', render: (a) => `${a.member.name} · ${a.member.email}` },
    { key: 'account_name', header: 'Name the bank gave' },
    { key: 'account', header: 'Account', render: (a) => `${a.bank_name} · ${a.account_no}` },
    { key: 'created_at', header: 'Added', nowrap: true, render: (a) => formatDateTime(a.created_at) },
    {
      key: 'actions',
      header: 'Decision',
      render: (a) =>
        isYours(a) ? (
          <YoursInstead thing="bank account" />
        ) : (
          <div className={styles.row}>
            <Button onClick={() => decide(a, 'approve')} loading={busy === a.id} disabled={busy !== null} aria-label={`Approve ${a.member.name}'s account`}>
              Approve
            </Button>
            <Button variant="secondary" onClick={() => decide(a, 'reject')} disabled={busy !== null} aria-label={`Reject ${a.member.name}'s account`}>
              Reject
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      {outcome && (
        <p className={outcome.ok ? styles.message : styles.error} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      {held.status === 'error' && <ErrorState message={held.message} onRetry={held.retry} />}
      {held.status === 'loading' && !held.data && <Spinner label="Loading the held bank accounts…" />}
      {held.data && held.data.length === 0 && <EmptyState title="No bank accounts are waiting for review" />}
      {held.data && held.data.length > 0 && (
        <Table caption="Bank accounts held for review" columns={columns} rows={held.data} rowKey={(a) => a.id} />
      )}
    </div>
  );
}
