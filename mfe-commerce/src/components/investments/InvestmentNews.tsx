// News: what the society posted about one investment (`show_investment/{id}`, `show_halai/{id}`), newest first.
import { formatDateTime, LoadState, useLoad } from '@coop/shared';
import type { InvestmentKind, InvestmentNewsRow } from '@coop/api/contract';
import { investmentsApi } from '../../features/investments/api';
import styles from './investments.module.css';

const newestFirst = (a: InvestmentNewsRow, b: InvestmentNewsRow) => b.posted_date.localeCompare(a.posted_date) || b.id - a.id;

export function InvestmentNews({ kind, investmentId }: { kind: InvestmentKind; investmentId: number }) {
  const news = useLoad((signal) => investmentsApi.news(kind, investmentId, signal), `investment-news-${kind}-${investmentId}`);
  const rows = [...(news.data ?? [])].sort(newestFirst);
  return (
    <LoadState
      loading={news.status === 'loading'}
      error={news.status === 'error' ? news.message : null}
      empty={!rows.length}
      hasData={news.data !== undefined}
      loadingLabel="Loading the news…"
      emptyTitle="No news yet"
      emptyDescription="News about this investment will appear here."
      onRetry={news.retry}
    >
      <ul className={styles.news} aria-label="News">
        {rows.map((row) => (
          <li key={row.id}>
            <time dateTime={row.posted_date}>{formatDateTime(row.posted_date)}</time>
            <p>{row.news}</p>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
