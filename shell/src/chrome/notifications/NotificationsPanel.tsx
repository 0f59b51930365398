import { useState } from 'react';
import { Button, EmptyState, ErrorState, formatDateTime, formatRelativeTime, Spinner, Link } from '@coop/shared';
import { Icon } from '../Icon';
import type { NotificationsController } from './useNotifications';
import styles from './NotificationsPanel.module.css';

function isInAppPath(link: string | null): link is string {
  return Boolean(link && link.startsWith('/') && !link.startsWith('//'));
}

/** The secondary sidebar's content: the member's notifications, newest first. */
export function NotificationsPanel({ controller, onNavigate, now = new Date() }: { controller: NotificationsController; onNavigate?: () => void; now?: Date }) {
  const { items, loading, error, refresh, remove, removeAll } = controller;
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const run = async (key: number | 'all', action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  if (items === null) {
    if (error) {
      return (
        <div className={styles.state}>
          <ErrorState title="Could not load your notifications" message={error} onRetry={refresh} retrying={loading} />
        </div>
      );
    }
    return (
      <div className={styles.state}>
        <Spinner label="Loading notifications…" />
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <span className={styles.count} aria-live="polite">
          {items.length === 0 ? 'No notifications' : `${items.length} notification${items.length === 1 ? '' : 's'}`}
        </span>
        <span className={styles.toolbarButtons}>
          <Button variant="ghost" className={styles.toolbarButton} onClick={refresh} loading={loading}>
            Refresh
          </Button>
          {items.length > 0 && !confirmingAll && (
            <Button variant="ghost" className={styles.toolbarButton} onClick={() => setConfirmingAll(true)}>
              Delete all
            </Button>
          )}
        </span>
      </div>
      {error && <p className={styles.stale}>Could not refresh: {error}</p>}
      {confirmingAll && (
        <div className={styles.confirm} role="group" aria-label="Confirm deleting all notifications">
          <p>Delete all {items.length} notifications? This cannot be undone.</p>
          <div className={styles.confirmButtons}>
            <Button
              variant="danger"
              loading={busy === 'all'}
              onClick={() =>
                run('all', async () => {
                  await removeAll();
                  setConfirmingAll(false);
                })
              }
            >
              Yes, delete all
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingAll(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState icon={<Icon name="bell" size={32} />} title="You have no notifications" description="News about your savings, loans and orders will show here." />
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className={styles.item}>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  {isInAppPath(n.link) ? (
                    <Link to={n.link} className={styles.titleLink} onClick={onNavigate}>
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </h3>
                <p className={styles.message}>{n.message}</p>
                <time className={styles.time} dateTime={n.created_at} title={formatDateTime(n.created_at)}>
                  {formatRelativeTime(n.created_at, now)}
                </time>
              </div>
              <button
                type="button"
                className={styles.delete}
                aria-label={`Delete notification: ${n.title}`}
                disabled={busy === n.id}
                onClick={() => run(n.id, () => remove(n.id))}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
