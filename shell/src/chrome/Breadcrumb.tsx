import { Icon } from './Icon';
import type { Crumb } from './pageTrail';
import styles from './Breadcrumb.module.css';
import { Link } from '@coop/shared';

/**
 * Home (/dashboard, spec §2), the crumbs a remote's manifest puts before the page, then the current page; or, on a page that sets its own trail (the console:
 * Dashboard / Loans / Loan 42), that trail with its first item as the home link.
 */
export function Breadcrumb({ crumb, before = [], trail }: { crumb: string; before?: Crumb[]; trail?: Crumb[] | null }) {
  const items: Crumb[] = trail && trail.length > 0 ? trail : [{ label: 'Home', to: '/dashboard' }, ...before, { label: crumb }];
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}:${item.label}`} className={styles.item}>
              {last || !item.to ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className={styles.home}>
                  {index === 0 && <Icon name="home" size={16} />}
                  <span>{item.label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
