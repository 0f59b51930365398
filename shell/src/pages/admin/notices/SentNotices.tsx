// The notices sent, newest first ("Load more"), each with who sent it, to whom, and how far its delivery has come;
// a row opens the notice (/dashboard/notices/{id}). While one is still delivering the list reads itself again.
import { useState } from 'react';
import { Button, Card, formatDateTime, isYours, Link, LoadState, Table, useKeysetPages, YoursMark, type TableColumn } from '@coop/shared';
import type { NoticeRow } from '@coop/api/contract';
import { sectionHref } from '../console/sections';
import { noticesApi } from './noticesApi';
import { DeliveryProgress, useRefreshWhileDelivering } from './progress';
import styles from '../console/Section.module.css';

export const noticeHref = (id: number) => `${sectionHref('notices')}/${id}`;

const COLUMNS: TableColumn<NoticeRow>[] = [
  {
    key: 'title',
    header: 'Notice',
    render: (n) => (
      <Link to={noticeHref(n.id)} className={styles.rowLink}>
        {n.title}
      </Link>
    ),
  },
  { key: 'audience', header: 'To', render: (n) => n.audience_summary },
  { key: 'progress', header: 'Delivery', render: (n) => <DeliveryProgress notice={n} /> },
  {
    key: 'sent',
    header: 'Sent',
    render: (n) => (
      <span className={styles.meta}>
        {formatDateTime(n.created_at)} by {n.created_by.name || n.created_by.email} {isYours(n) && <YoursMark />}
      </span>
    ),
  },
];

export function SentNotices({ version }: { version: number }) {
  const [refreshes, setRefreshes] = useState(0);
  const list = useKeysetPages((before, signal) => noticesApi.list(before, signal), 'notices', version + refreshes);
  const delivering = list.rows.some((n) => n.finished_at === null);
  useRefreshWhileDelivering(delivering && list.status === 'ready', () => setRefreshes((n) => n + 1), list.data);
  return (
    <Card title="Notices sent">
      <div className={styles.stack}>
        <LoadState
          loading={list.status === 'loading'}
          error={list.status === 'error' ? list.message : null}
          empty={list.rows.length === 0}
          loadingLabel="Loading the notices…"
          emptyTitle="No notice sent yet"
          emptyDescription="A notice you send shows here with its delivery."
          onRetry={list.retry}
          hasData={list.data !== undefined}
        >
          <Table<NoticeRow> caption="Notices sent" hideCaption columns={COLUMNS} rows={list.rows} rowKey={(n) => n.id} />
        </LoadState>
        {list.hasMore && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={list.loadMore} loading={list.status === 'loading'}>
              Load more notices
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
