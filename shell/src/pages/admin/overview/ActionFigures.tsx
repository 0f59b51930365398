// The overview's figures that need action, each a link to the section where it is dealt with.
import { Card, Link, Spinner } from '@coop/shared';
import { FIGURES, formatCount } from '../console/figures';
import { sectionHref } from '../console/sections';
import { knownCount, useFigures } from '../console/useConsoleFigures';
import styles from './ActionFigures.module.css';

export function ActionFigures() {
  const { figures, refresh } = useFigures();
  const failed = FIGURES.filter((f) => figures[f.key]?.status === 'error');
  return (
    <Card title="Needs action">
      <ul className={styles.figures}>
        {FIGURES.map((figure) => {
          const state = figures[figure.key];
          const count = knownCount(state);
          const waiting = count !== undefined && count.value > 0;
          return (
            <li key={figure.key}>
              <Link to={sectionHref(figure.section)} className={`${styles.figure} ${waiting ? styles.waiting : ''}`}>
                <span className={styles.value}>
                  {count ? formatCount(count) : state?.status === 'error' ? '–' : <Spinner size="small" label={`Loading ${figure.label.toLowerCase()}…`} />}
                </span>
                <span className={styles.label}>{figure.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {failed.length > 0 && (
        <p className={styles.error} role="alert">
          Could not read: {failed.map((f) => f.label.toLowerCase()).join(', ')}.{' '}
          <button type="button" className={styles.retry} onClick={refresh}>
            Retry
          </button>
        </p>
      )}
    </Card>
  );
}
