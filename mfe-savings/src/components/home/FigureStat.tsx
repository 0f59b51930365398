import type { ReactNode } from 'react';
import { Button, formatNaira, Link, Spinner, Stat } from '@coop/shared';
import type { Figure } from './useHomeFigures';
import styles from './home.module.css';

/** A stat card of one loaded naira figure: a spinner while it loads, the error with Retry, a link when it has a page. */
export function FigureStat({ label, figure, hint, to }: { label: string; figure: Figure; hint?: ReactNode; to?: string }) {
  let value: ReactNode;
  if (figure.status === 'error') {
    value = (
      <span className={styles.statError}>
        <span role="alert">{figure.message}</span>
        <Button variant="ghost" onClick={figure.retry}>
          Retry
        </Button>
      </span>
    );
  } else if (figure.data === undefined) value = <Spinner size="small" label={`Loading ${label}…`} />;
  else value = formatNaira(figure.data);
  return (
    <Stat
      label={label}
      value={value}
      hint={
        <>
          {hint}
          {to && (
            <Link to={to} className={styles.statLink}>
              View {label}
            </Link>
          )}
        </>
      }
    />
  );
}
