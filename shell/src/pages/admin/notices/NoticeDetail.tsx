// /dashboard/notices/{id}: one notice as sent (title, message, audience, who and when) and its delivery, read again
// every few seconds until every member of its audience has it. A number that is no notice's says so.
import { useState } from 'react';
import { Card, formatDateTime, isYours, useLoad, useParams, YoursMark } from '@coop/shared';
import type { NoticeDetails } from '@coop/api/contract';
import { Fact } from '../console/Fact';
import { recordIdFrom, RecordPage } from '../console/RecordPage';
import { members } from './ComposeNotice';
import { noticesApi } from './noticesApi';
import { DeliveryProgress, useRefreshWhileDelivering } from './progress';
import styles from '../console/Section.module.css';
import own from './Notices.module.css';

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
  const noticeId = recordIdFrom(id);
  const [refreshes, setRefreshes] = useState(0);
  const reply = useLoad((signal) => noticesApi.notice(noticeId ?? 0, signal), `${noticeId}|${refreshes}`, noticeId !== null);
  useRefreshWhileDelivering(reply.status === 'ready' && reply.data.notice.finished_at === null, () => setRefreshes((n) => n + 1), reply.data);
  return (
    <RecordPage section="notices" noun="notice" rawId={id} recordId={noticeId} reply={reply}>
      {(data) => <NoticeFile notice={data.notice} />}
    </RecordPage>
  );
}
