// The news posted on an investment, newest first, with who posted it and when ("Load more"). It reads again after
// every change this remote makes, so a piece just posted shows at once.
import { Button, formatDateTime, LoadState, useKeysetPages } from '@coop/shared';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import styles from './panelStyles';

export function InvestmentNews({ investmentId }: { investmentId: number }) {
  const version = useCommerceVersion();
  const list = useKeysetPages((before, signal) => commerceAdminApi.news(investmentId, before, signal), `news-${investmentId}`, version);
  return (
    <div className={styles.panel}>
      <LoadState
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : null}
        empty={list.rows.length === 0}
        loadingLabel="Loading the news…"
        emptyTitle="No news posted yet"
        onRetry={list.retry}
        hasData={list.data !== undefined}
      >
        <ul className={styles.news} aria-label="Posted news">
          {list.rows.map((item) => (
            <li key={item.id}>
              <p className={styles.plain}>{item.news}</p>
              <p className={styles.meta}>
                {formatDateTime(item.posted_at)}
                {item.posted_by ? ` · ${item.posted_by.name}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </LoadState>
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} loading={list.status === 'loading'}>
          Load more news
        </Button>
      )}
    </div>
  );
}
