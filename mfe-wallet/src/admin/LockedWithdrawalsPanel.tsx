// Locked withdrawals (SA, ADMIN): members whose withdrawals too many wrong PINs have locked, the most recent first,
// searched by member (in the URL: `?search=`), with "Load more", and Unlock for after the administrator has checked with
// the member (a password reset by the member unlocks as well). An administrator's own lock is marked Yours: another
// administrator lifts it.
import { useState } from 'react';
import { Button, errorMessage, formatRelativeTime, isYours, LoadState, MemberCell, Table, useKeysetPages, type TableColumn } from '@coop/shared';
import type { LockedMember } from '@coop/api/contract';
import { adminApi } from '../features/admin/api';
import { MemberSearchField, useMemberSearch } from './SearchField';
import { YoursInstead } from './YoursInstead';
import styles from './panelStyles';

export default function LockedWithdrawalsPanel() {
  const search = useMemberSearch();
  const [version, setVersion] = useState(0);
  const locked = useKeysetPages((before, signal) => adminApi.lockedMembers({ search: search.term, before }, signal), `locked-${search.term}`, version);
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);

  const unlock = async (member: LockedMember) => {
    setUnlocking(member.user_id);
    setOutcome(null);
    try {
      const reply = await adminApi.unlock(member.user_id);
      setOutcome({ message: reply.message, failed: false });
      setVersion((n) => n + 1);
    } catch (error) {
      setOutcome({ message: errorMessage(error), failed: true });
    } finally {
      setUnlocking(null);
    }
  };

  const columns: TableColumn<LockedMember>[] = [
    {
      key: 'member',
      header: 'Member',
      render: (row) => <MemberCell name={row.member_name} email={row.member_email} />,
    },
    { key: 'locked_at', header: 'Locked', render: (row) => formatRelativeTime(row.locked_at), nowrap: true },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        isYours(row) ? (
          <YoursInstead thing="withdrawal lock" />
        ) : (
          <Button
            variant="secondary"
            onClick={() => void unlock(row)}
            loading={unlocking === row.user_id}
            disabled={unlocking !== null}
            aria-label={`Unlock withdrawals for ${row.member_name}`}
          >
            Unlock
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Unlock only after checking with the member that they, and no one else, tried to withdraw.</p>
      <MemberSearchField value={search.text} onChange={search.setText} />
      {outcome && (
        <p className={outcome.failed ? styles.error : styles.message} role={outcome.failed ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      )}
      <LoadState
        loading={locked.status === 'loading'}
        error={locked.status === 'error' ? locked.message : null}
        hasData={locked.data !== undefined}
        empty={locked.rows.length === 0}
        loadingLabel="Loading locked withdrawals…"
        emptyTitle={search.term ? `No locked member matching “${search.term}”` : 'No member’s withdrawals are locked'}
        onRetry={locked.retry}
      >
        <Table caption="Locked withdrawals" hideCaption columns={columns} rows={locked.rows} rowKey={(row) => row.user_id} />
      </LoadState>
      {locked.hasMore && (
        <Button variant="secondary" onClick={locked.loadMore} loading={locked.status === 'loading'}>
          Load more
        </Button>
      )}
    </div>
  );
}
