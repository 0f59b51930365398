// Held bank accounts (SA, ADMIN): accounts whose name, as the bank gives it, is not the member's profile name, the
// longest wait first, searched by member (in the URL: `?search=`), with "Load more". The administrator compares the
// two names and approves (withdrawals may be paid into it) or rejects (the member adds another); the member is mailed
// either way. An administrator's own account is marked Yours: another one decides.
import { useState } from 'react';
import { Button, formatDateTime, isYours, KeysetTable, type TableColumn, useKeysetPages } from '@coop/shared';
import type { HeldBankAccount } from '@coop/api/contract';
import { adminApi, adminPaths, type BankAccountReviewReply } from '../features/admin/api';
import { useCall, useWalletVersion } from '../features/calls';
import { MemberSearchField, useMemberSearch } from './SearchField';
import { YoursInstead } from './YoursInstead';
import styles from './panelStyles';

type Decision = 'approve' | 'reject';

export default function HeldBankAccountsPanel() {
  const search = useMemberSearch();
  const version = useWalletVersion();
  const held = useKeysetPages((before, signal) => adminApi.heldBankAccounts({ search: search.term, before }, signal), `held-${search.term}`, version);
  const review = useCall('admin-review-bank-account');
  const [deciding, setDeciding] = useState<HeldBankAccount | null>(null);
  const busy = review.pending ? (deciding?.id ?? null) : null;
  const reply = review.reply as BankAccountReviewReply | null;
  const outcome = review.error
    ? { ok: false, message: review.error }
    : review.done && deciding && reply
      ? { ok: true, message: `${deciding.member.name}: ${reply.message}` }
      : null;

  const decide = (account: HeldBankAccount, decision: Decision) => {
    setDeciding(account);
    // the answer shows above the list, in the API's words
    review.run({ method: 'POST', path: adminPaths.reviewBankAccount(account.id, decision), quiet: true, successMessage: '' });
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
      <MemberSearchField value={search.text} onChange={search.setText} />
      {outcome && (
        <p className={outcome.ok ? styles.message : styles.error} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      <KeysetTable list={held} caption="Bank accounts held for review" showCaption columns={columns} rowKey={(a) => a.id} loadingLabel="Loading the held bank accounts…" emptyTitle={search.term ? `No held bank account of a member matching “${search.term}”` : 'No bank accounts are waiting for review'} />
    </div>
  );
}
