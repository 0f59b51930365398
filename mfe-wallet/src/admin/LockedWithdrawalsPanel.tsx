// Locked withdrawals (SA, ADMIN): members whose withdrawals too many wrong PINs have locked, the most recent first,
// searched by member (in the URL: `?search=`), with "Load more", and Unlock for after the administrator has checked with
// the member (a password reset by the member unlocks as well). An administrator's own lock is marked Yours: another
// administrator lifts it.
import { useState } from 'react';
import { Button, formatRelativeTime, isYours, KeysetTable, MemberCell, type TableColumn, useKeysetPages } from '@coop/shared';
import type { LockedMember } from '@coop/api/contract';
import { adminApi, adminPaths, type UnlockPinsReply } from '../features/admin/api';
import { useCall, useWalletVersion } from '../features/calls';
import { MemberSearchField, useMemberSearch } from './SearchField';
import { YoursInstead } from './YoursInstead';
import styles from './panelStyles';

export default function LockedWithdrawalsPanel() {
  const search = useMemberSearch();
  const version = useWalletVersion();
  const locked = useKeysetPages((before, signal) => adminApi.lockedMembers({ search: search.term, before }, signal), `locked-${search.term}`, version);
  const unlockCall = useCall('admin-unlock-pins');
  const [target, setTarget] = useState<number | null>(null);
  const unlocking = unlockCall.pending ? target : null;
  const reply = unlockCall.reply as UnlockPinsReply | null;
  const outcome = unlockCall.error ? { message: unlockCall.error, failed: true } : unlockCall.done && reply ? { message: reply.message, failed: false } : null;

  const unlock = (member: LockedMember) => {
    setTarget(member.user_id);
    // the answer shows above the list, in the API's words
    unlockCall.run({ method: 'POST', path: adminPaths.unlock(member.user_id), quiet: true, successMessage: '' });
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
            onClick={() => unlock(row)}
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
      <KeysetTable list={locked} caption="Locked withdrawals" columns={columns} rowKey={(row) => row.user_id} loadingLabel="Loading locked withdrawals…" emptyTitle={search.term ? `No locked member matching “${search.term}”` : 'No member’s withdrawals are locked'} />
    </div>
  );
}
