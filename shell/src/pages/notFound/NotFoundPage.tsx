import { buttonClasses, Link } from '@coop/shared';
import styles from './NotFoundPage.module.css';

/** /404 (spec §2): every unknown path ends here. */
export default function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you asked for does not exist or has moved. Check the address, or go back to your dashboard.</p>
      <div className={styles.actions}>
        <Link to="/dashboard" className={buttonClasses()}>
          Back to Dashboard
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
          Home page
        </Link>
      </div>
    </main>
  );
}
