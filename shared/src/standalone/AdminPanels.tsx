import { Suspense } from 'react';
import type { AdminPanel } from '@coop/shared/core';
import { Card } from '../ui/Card';
import { Spinner } from '../ui/Spinner';
import styles from './Standalone.module.css';

/** A remote's `./admin` panels as the shell's /dashboard shows them. */
export function AdminPanels({ panels }: { panels: AdminPanel[] }) {
  return (
    <div className={styles.admin}>
      <h1>Dashboard</h1>
      {panels.map(({ id, title, component: Panel }) => (
        <Card key={id} title={title}>
          <Suspense fallback={<Spinner label={`Loading ${title}…`} />}>
            <Panel />
          </Suspense>
        </Card>
      ))}
    </div>
  );
}
