import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@coop/shared';
import { releaseLabel } from '../config/release';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  /** one line under the title saying what the page is for */
  intro?: ReactNode;
  children: ReactNode;
  /** links to the other auth pages, under the form */
  footer?: ReactNode;
}

/** A complete, centred page: the shell renders the auth routes without any chrome. */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const release = releaseLabel();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.banner}>
          <p className={styles.welcome}>Welcome To {getRuntimeConfig().societyName}</p>
          {release && <p className={styles.release}>Release: {release}</p>}
        </header>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <nav className={styles.footer} aria-label="Account">{footer}</nav>}
      </div>
    </main>
  );
}
