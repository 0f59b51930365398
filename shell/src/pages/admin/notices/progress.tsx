// A notice's delivery as the console shows it: a bar (delivered of audience) and Delivering / Delivered; while any is
// still delivering, the screen reads it again every few seconds.
import { useEffect, useRef } from 'react';
import { Badge, ProgressBar } from '@coop/shared';
import type { NoticeRow } from '@coop/api/contract';
import { members } from './ComposeNotice';

export const REFRESH_WHILE_DELIVERING_MS = 3000;

export function DeliveryProgress({ notice }: { notice: NoticeRow }) {
  return (
    <ProgressBar
      label={notice.finished_at ? <Badge tone="success">Delivered</Badge> : <Badge tone="neutral">Delivering</Badge>}
      value={notice.delivered_count}
      max={notice.audience_count}
      valueText={`${new Intl.NumberFormat('en-NG').format(notice.delivered_count)} of ${members(notice.audience_count)}`}
    />
  );
}

/** calls `refresh` a few seconds after each new `reply` while `delivering` */
export function useRefreshWhileDelivering(delivering: boolean, refresh: () => void, reply: unknown): void {
  // the latest `refresh` (callers pass a new arrow each render, which must not restart the wait)
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });
  useEffect(() => {
    if (!delivering) return undefined;
    const timer = setTimeout(() => latestRefresh.current(), REFRESH_WHILE_DELIVERING_MS);
    return () => clearTimeout(timer);
  }, [delivering, reply]);
}
