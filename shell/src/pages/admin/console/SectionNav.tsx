// The console's own section navigation: a list beside the content from 768 px, a "Sections" menu button on a phone.
// Each item shows a count badge where something waits, and says when its part of the app is not available.
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from '@coop/shared';
import type { Count } from './figures';
import { formatCount } from './figures';
import type { ConsoleEntry } from './entries';
import { OVERVIEW, sectionHref } from './sections';
import styles from './SectionNav.module.css';

export interface SectionNavProps {
  entries: ConsoleEntry[];
  /** the open section's path ('' for the overview; null for none) */
  current: string | null;
  counts: Record<string, Count>;
}

function NavItem({ path, title, count, note, current }: { path: string; title: string; count?: Count; note?: string; current: boolean }) {
  const waiting = count && count.value > 0 ? count : null;
  return (
    <li>
      <Link to={sectionHref(path)} className={styles.link} aria-current={current ? 'page' : undefined}>
        <span className={styles.title}>{title}</span>
        {note && <span className={styles.note}>{note}</span>}
        {waiting && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {formatCount(waiting)}
            </span>
            <span className="visually-hidden">({formatCount(waiting)} waiting)</span>
          </>
        )}
      </Link>
    </li>
  );
}

export function SectionNav({ entries, current, counts }: SectionNavProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const currentTitle = current === '' ? OVERVIEW.title : entries.find((e) => e.path === current)?.title;

  return (
    <nav aria-label="Console sections" className={styles.nav}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span>Sections</span>
        {currentTitle && <span className={styles.menuCurrent}>{currentTitle}</span>}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={`${styles.list} ${open ? styles.open : ''}`}>
        <NavItem path="" title={OVERVIEW.title} current={current === ''} />
        {entries.map((entry) => (
          <NavItem
            key={entry.path}
            path={entry.path}
            title={entry.title}
            count={counts[entry.path]}
            note={entry.source.kind === 'down' ? 'Not available' : undefined}
            current={current === entry.path}
          />
        ))}
      </ul>
    </nav>
  );
}
