// The console's Approvals section (/dashboard/approvals): what one administrator proposed and another must approve
// (settings that weaken a control, dividends, payout runs, adjustments). The status filter is in the URL; keyset
// pages with "Load more". A decision reloads the list and the console's badges.
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, Select, Spinner } from '@coop/shared';
import type { ProposalsReply, ProposalStatus } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { useFigures } from '../console/useConsoleFigures';
import { useKeysetList } from '../console/useKeysetList';
import { useUrlFilters } from '../console/useUrlFilters';
import { ProposalList } from './ProposalList';
import styles from '../console/Section.module.css';

type StatusFilter = ProposalStatus | 'all';
const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];
const KEYS = ['status'] as const;
const pickProposals = (reply: ProposalsReply) => ({ rows: reply.proposals, next_cursor: reply.next_cursor });

export default function ApprovalsSection() {
  const [filters, setFilters] = useUrlFilters(KEYS);
  const status: StatusFilter = STATUSES.some((s) => s.value === filters.status) ? (filters.status as StatusFilter) : 'pending';
  const [reloads, setReloads] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const { refresh } = useFigures();
  const list = useKeysetList((cursor, signal) => backOfficeApi.proposals({ status, cursor }, signal), pickProposals, `${status}:${reloads}`);
  const { first } = list;

  return (
    <Card title="Proposals">
      <div className={styles.stack}>
        <p className={styles.summary}>
          Changes that weaken a control, and money leaving the society&apos;s own accounts, wait here until a second administrator approves them.
        </p>
        <div className={styles.filters}>
          <Select label="Show" value={status} options={STATUSES} onChange={(e) => setFilters({ status: e.target.value === 'pending' ? '' : e.target.value })} />
        </div>
        {message && (
          <p className={styles.message} role="status">
            {message}
          </p>
        )}
        {first.status === 'error' && <ErrorState message={first.message} onRetry={first.retry} />}
        {first.status === 'loading' && !first.data && <Spinner label="Loading proposals…" />}
        {first.data && first.status !== 'error' && (
          <div className={first.status === 'loading' ? styles.updating : undefined} aria-busy={first.status === 'loading'}>
            {list.rows.length === 0 ? (
              <EmptyState title={status === 'pending' ? 'Nothing waits for approval' : 'No proposals here'} description={status === 'pending' ? 'Proposals from other administrators will show here.' : undefined} />
            ) : (
              <div className={styles.stack}>
                {status === 'pending' && (
                  <p className={styles.summary} aria-live="polite">
                    {first.data.pending_count} {first.data.pending_count === 1 ? 'proposal waits' : 'proposals wait'} for a second administrator.
                  </p>
                )}
                <ProposalList
                  label="Proposals"
                  proposals={list.rows}
                  onDecided={(_proposal, text) => {
                    setMessage(text);
                    setReloads((n) => n + 1);
                    refresh();
                  }}
                />
                {list.moreError && (
                  <p className={styles.error} role="alert">
                    {list.moreError}
                  </p>
                )}
                {list.hasMore && (
                  <div className={styles.more}>
                    <Button variant="secondary" onClick={() => void list.loadMore()} loading={list.loadingMore}>
                      Load more proposals
                    </Button>
                  </div>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
