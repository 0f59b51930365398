// The console's Audit trail (/dashboard/audit): every administrator write, refusal and sign-in, newest first; filters
// in the URL, keyset "Load more", and a CSV of every matching row (fetched with the session's token, saved as a file).
import { Button, Card, EmptyState, ErrorState, Spinner } from '@coop/shared';
import type { AuditReply } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { useKeysetList } from '../console/useKeysetList';
import { useUrlFilters } from '../console/useUrlFilters';
import { AuditEntryItem } from './AuditEntryItem';
import { AUDIT_FILTER_KEYS, AuditFilters, toQuery } from './AuditFilters';
import styles from '../console/Section.module.css';
import { useDownload } from '../console/useDownload';

const pickEntries = (reply: AuditReply) => ({ rows: reply.entries, next_cursor: reply.next_cursor });

export default function AuditSection() {
  const [applied, setApplied] = useUrlFilters(AUDIT_FILTER_KEYS);
  const query = toQuery(applied);
  const list = useKeysetList((cursor, signal) => backOfficeApi.audit(query, cursor, signal), pickEntries, JSON.stringify(query));
  const { first } = list;
  const download = useDownload('The CSV');
  const filtered = Object.keys(query).length > 0;

  const onlyActorHref = (actorId: number) => {
    const params = new URLSearchParams(query as Record<string, string>);
    params.set('actor_id', String(actorId));
    return `?${params.toString()}`;
  };

  const downloadCsv = () => download.run(() => backOfficeApi.auditCsv(query));


  return (
    <Card
      title="Audit trail"
      actions={
        <Button variant="secondary" onClick={() => void downloadCsv()} loading={download.busy}>
          Download CSV
        </Button>
      }
    >
      <div className={styles.stack}>
        {download.outcome}
        <AuditFilters applied={applied} actions={first.data?.actions ?? []} actors={first.data?.actors ?? []} onApply={(values) => setApplied(values)} />
        {first.status === 'error' && <ErrorState message={first.message} onRetry={first.retry} />}
        {first.status === 'loading' && !first.data && <Spinner label="Loading the audit trail…" />}
        {first.data && first.status !== 'error' && (
          <div className={first.status === 'loading' ? styles.updating : undefined} aria-busy={first.status === 'loading'}>
            {list.rows.length === 0 ? (
              <EmptyState title={filtered ? 'Nothing matches these filters' : 'Nothing recorded yet'} description={filtered ? 'Widen the dates or clear a filter.' : undefined} />
            ) : (
              <div className={styles.stack}>
                <ul className={styles.list} aria-label="Audit entries">
                  {list.rows.map((entry) => (
                    <AuditEntryItem key={entry.id} entry={entry} onlyActorHref={onlyActorHref} />
                  ))}
                </ul>
                {list.moreError && (
                  <p className={styles.error} role="alert">
                    {list.moreError}
                  </p>
                )}
                {list.hasMore && (
                  <div className={styles.more}>
                    <Button variant="secondary" onClick={() => void list.loadMore()} loading={list.loadingMore}>
                      Load more
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
