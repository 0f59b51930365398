// What one console section renders: the shell's own section, a remote's (its code loaded now), the panels of an old
// remote, a spinner while its remote's `./admin` loads, or the fallback with Retry when that remote is down. A section
// that fails while rendering is caught here: the console around it keeps working.
import { Suspense, useState } from 'react';
import { Card, Spinner } from '@coop/shared';
import { RemoteErrorBoundary } from '../../../remotes/RemoteErrorBoundary';
import { PageLoading, RemoteFallback } from '../../../remotes/RemoteFallback';
import type { ConsoleEntry } from './entries';
import styles from './ConsolePage.module.css';

function Panels({ entry }: { entry: ConsoleEntry }) {
  if (entry.source.kind !== 'panels') return null;
  return (
    <div className={styles.panels}>
      {entry.source.panels.map((panel) => {
        const Panel = panel.component;
        return (
          <Card key={panel.id} title={panel.title}>
            <RemoteErrorBoundary fallback={() => <p className={styles.panelError}>This panel could not be shown. Reload the page to try again.</p>}>
              <Suspense fallback={<Spinner label={`Loading ${panel.title}…`} />}>
                <Panel />
              </Suspense>
            </RemoteErrorBoundary>
          </Card>
        );
      })}
    </div>
  );
}

export function SectionView({ entry, onRetry }: { entry: ConsoleEntry; onRetry: (remote: string) => void }) {
  const [attempt, setAttempt] = useState(0);
  const { source } = entry;
  const loading = <PageLoading label={`Loading ${entry.title}…`} />;

  if (source.kind === 'loading') return loading;
  if (source.kind === 'down') return <RemoteFallback headingLevel={2} onRetry={() => onRetry(source.remote)} />;
  if (source.kind === 'panels') return <Panels entry={entry} />;

  const Section = source.component;
  const retry = () => {
    if (source.kind === 'remote') onRetry(source.remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFallback headingLevel={2} onRetry={retry} />}>
      <Suspense fallback={loading}>
        <Section />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
