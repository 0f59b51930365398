// Alerts for administrators, first on /dashboard: open ones (newest first), then resolved ones, a page at a time;
// each open one resolved with a note saying what was done.
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, errorMessage, NoteDialog, Spinner, useLoad } from '@coop/shared';
import type { AdminAlert } from '@coop/api/contract';
import { adminApi } from './adminApi';
import { AlertItem } from './AlertItem';
import styles from './AlertsPanel.module.css';

export const NOTE_REQUIRED = 'A note is required to resolve an alert';

interface OlderPages {
  alerts: AdminAlert[];
  cursor: string | null;
  loading: boolean;
  error: string | null;
}
const NO_OLDER: OlderPages = { alerts: [], cursor: null, loading: false, error: null };

function summary(alerts: AdminAlert[], more: boolean): string {
  const open = alerts.filter((a) => a.status === 'open').length;
  if (open === 0) return 'No open alerts: nothing needs a look right now.';
  const some = more && alerts.at(-1)?.status === 'open' ? ' or more' : '';
  return `${open}${some} open ${open === 1 && !some ? 'alert needs' : 'alerts need'} a look.`;
}

export function AlertsPanel() {
  const [reloads, setReloads] = useState(0);
  const first = useLoad((signal) => adminApi.alerts(null, signal), String(reloads));
  const [older, setOlder] = useState<OlderPages>(NO_OLDER);
  const [resolving, setResolving] = useState<AdminAlert | null>(null);
  const [resolve, setResolve] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [message, setMessage] = useState<string | null>(null);

  const alerts = [...(first.data?.data ?? []), ...older.alerts];
  const cursor = older.alerts.length ? older.cursor : (first.data?.next_cursor ?? null);

  const reload = () => {
    setOlder(NO_OLDER);
    setReloads((n) => n + 1);
  };

  const loadOlder = async () => {
    if (!cursor) return;
    setOlder((o) => ({ ...o, loading: true, error: null }));
    try {
      const page = await adminApi.alerts(cursor);
      setOlder((o) => ({ alerts: [...o.alerts, ...page.data], cursor: page.next_cursor, loading: false, error: null }));
    } catch (error) {
      setOlder((o) => ({ ...o, loading: false, error: errorMessage(error) }));
    }
  };

  const confirmResolve = async (note: string) => {
    if (!resolving) return;
    setResolve({ busy: true, error: null });
    try {
      const reply = await adminApi.resolveAlert(resolving.id, note);
      setResolve({ busy: false, error: null });
      setResolving(null);
      setMessage(reply.message);
      reload();
    } catch (error) {
      setResolve({ busy: false, error: errorMessage(error) });
    }
  };

  const openDialog = (alert: AdminAlert) => {
    setMessage(null);
    setResolve({ busy: false, error: null });
    setResolving(alert);
  };

  return (
    <Card title="Alerts">
      <div className={styles.panel}>
        {message && (
          <p className={styles.message} role="status">
            {message}
          </p>
        )}
        {first.status === 'error' && <ErrorState message={first.message} onRetry={first.retry} />}
        {first.status === 'loading' && !first.data && <Spinner label="Loading alerts…" />}
        {first.data && first.status !== 'error' && (
          <div aria-busy={first.status === 'loading'}>
            {alerts.length === 0 ? (
              <EmptyState title="No alerts" description="The scheduled ledger check and the payouts have raised nothing that needs a look." />
            ) : (
              <>
                <p className={styles.summary} aria-live="polite">
                  {summary(alerts, cursor !== null)}
                </p>
                <ul className={styles.list} aria-label="Alerts, open first">
                  {alerts.map((alert) => (
                    <AlertItem key={alert.id} alert={alert} onResolve={openDialog} />
                  ))}
                </ul>
                {older.error && <ErrorState message={older.error} onRetry={() => void loadOlder()} />}
                {cursor && !older.error && (
                  <Button variant="secondary" onClick={() => void loadOlder()} loading={older.loading}>
                    Show older alerts
                  </Button>
                )}
              </>
            )}
          </div>
        )}
      </div>
      <NoteDialog
        open={resolving !== null}
        title="Resolve alert"
        intro={resolving && `Resolve “${resolving.title}”? Say what was done about it; the note stays on record with your name.`}
        label="What was done"
        requiredMessage={NOTE_REQUIRED}
        submitLabel="Resolve alert"
        maxLength={500}
        busy={resolve.busy}
        error={resolve.error}
        onConfirm={(note) => void confirmResolve(note)}
        onClose={() => setResolving(null)}
      />
    </Card>
  );
}
