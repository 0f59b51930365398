import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** A page of this remote: its title (the page's one h1), an optional intro, then its sections. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}
