import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** heading level of the title (default 2) */
  headingLevel?: 2 | 3 | 4;
  /** buttons or links shown beside the title */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A surface for one piece of content; with a title it is a labelled region. */
export function Card({ title, headingLevel = 2, actions, children, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
