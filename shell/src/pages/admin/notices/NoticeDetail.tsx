// /dashboard/notices/{id}: one notice as sent (title, message, audience, who and when) and its delivery, read again
// every few seconds until every member of its audience has it. A number that is no notice's says so.
import { useState } from 'react';
import { buttonClasses, Card, EmptyState, formatDateTime, isYours, Link, LoadState, useLoad, useParams, YoursMark } from '@coop/shared';
import type { NoticeDetails } from '@coop/api/contract';
import { sectionHref } from '../console/sections';
import { members } from './ComposeNotice';
import { noticesApi } from './noticesApi';
import { DeliveryProgress, useRefreshWhileDelivering } from './progress';
import styles from '../console/Section.module.css';
import own from './Notices.module.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NoticeFile({ notice }: { notice: NoticeDetails }) {
  return (
    <Card title={notice.title}>
      <div className={styles.stack}>
        <DeliveryProgress notice={notice} />
        <dl className={styles.facts}>
          <Fact label="Message">
            <span className={own.messageText}>{notice.message}</span>
          </Fact>
          <Fact label="To">
            {notice.audience_summary} ({members(notice.audience_count)})
          </Fact>
          <Fact label="Sent">
            {formatDateTime(notice.created_at)} by {notice.created_by.name || notice.created_by.email} {isYours(notice) && <YoursMark />}
          </Fact>
          <Fact label="Delivered">{notice.finished_at ? formatDateTime(notice.finished_at) : 'Still delivering'}</Fact>
        </dl>
      </div>
    </Card>
  );
}

export function NoticeDetail() {
  const { id } = useParams();
  const noticeId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  const [refreshes, setRefreshes] = useState(0);
  const reply = useLoad((signal) => noticesApi.notice(noticeId ?? 0, signal), `${noticeId}|${refreshes}`, noticeId !== null);
  useRefreshWhileDelivering(reply.status === 'ready' && reply.data.notice.finished_at === null, () => setRefreshes((n) => n + 1), reply.data);
  const back = (
    <Link to={sectionHref('notices')} className={styles.back}>
      ‹ All notices
    </Link>
  );
  if (noticeId === null) {
    return (
      <>
        {back}
        <EmptyState
          title="There is no such notice"
          description={`“${id ?? ''}” is not a notice number.`}
          action={
            <Link to={sectionHref('notices')} className={buttonClasses({ variant: 'secondary' })}>
              Back to the notices
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {back}
      <LoadState
        loading={reply.status === 'loading'}
        error={reply.status === 'error' ? reply.message : null}
        empty={false}
        loadingLabel="Loading the notice…"
        emptyTitle=""
        onRetry={reply.retry}
        hasData={Boolean(reply.data)}
      >
        {reply.data && <NoticeFile notice={reply.data.notice} />}
      </LoadState>
    </>
  );
}
