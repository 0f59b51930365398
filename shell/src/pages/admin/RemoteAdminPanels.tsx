import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { Card, getRuntimeConfig, Spinner, type InjectableStore, type RemoteAdmin } from '@coop/shared';
import { RemoteErrorBoundary } from '../../remotes/RemoteErrorBoundary';
import { remoteAdmin } from '../../remotes/remoteModules';
import { remoteDisplayName } from '../../remotes/remoteNames';
import styles from './RemoteAdminPanels.module.css';

type Result = { status: 'loading' } | { status: 'ready'; admin: RemoteAdmin } | { status: 'none' };

/** Admin panels from every deployed remote that exposes `./admin`; the others are skipped with a note. */
export function RemoteAdminPanels() {
  const store = useStore() as InjectableStore;
  const remotes = getRuntimeConfig().remotes;
  const [results, setResults] = useState<Record<string, Result>>(() => Object.fromEntries(remotes.map((r) => [r.name, { status: 'loading' }])));

  useEffect(() => {
    let active = true;
    for (const { name } of remotes) {
      remoteAdmin(name, store).then(
        (admin) => active && setResults((r) => ({ ...r, [name]: Array.isArray(admin?.panels) ? { status: 'ready', admin } : { status: 'none' } })),
        () => active && setResults((r) => ({ ...r, [name]: { status: 'none' } })),
      );
    }
    return () => {
      active = false;
    };
  }, [remotes, store]);

  const entries = Object.entries(results);
  const loading = entries.some(([, r]) => r.status === 'loading');
  const without = entries.filter(([, r]) => r.status === 'none' || (r.status === 'ready' && r.admin.panels.length === 0)).map(([name]) => remoteDisplayName(name));
  const panels = entries.flatMap(([name, r]) => (r.status === 'ready' ? r.admin.panels.map((panel) => ({ remote: name, panel })) : []));

  return (
    <section className={styles.panels} aria-label="Tools from other parts of the app">
      {panels.map(({ remote, panel }) => {
        const Panel = panel.component;
        return (
          <Card key={`${remote}:${panel.id}`} title={panel.title}>
            <RemoteErrorBoundary fallback={() => <p className={styles.panelError}>This panel could not be shown. Reload the page to try again.</p>}>
              <Suspense fallback={<Spinner label={`Loading ${panel.title}…`} />}>
                <Panel />
              </Suspense>
            </RemoteErrorBoundary>
          </Card>
        );
      })}
      {loading && <Spinner size="small" label="Looking for more admin tools…" />}
      {remotes.length === 0 && <p className={styles.note}>No other parts of the app are deployed, so there are no more admin tools.</p>}
      {!loading && without.length > 0 && <p className={styles.note}>No admin tools from: {without.join(', ')}.</p>}
    </section>
  );
}
