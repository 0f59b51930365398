import { Icon } from './Icon';
import styles from './Breadcrumb.module.css';
import { Link } from '@coop/shared';

/** Home (/dashboard, spec §2) then the current page. */
export function Breadcrumb({ crumb }: { crumb: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/dashboard" className={styles.home}>
            <Icon name="home" size={16} />
            <span>Home</span>
          </Link>
        </li>
        <li className={styles.item}>
          <span className={styles.current} aria-current="page">
            {crumb}
          </span>
        </li>
      </ol>
    </nav>
  );
}
