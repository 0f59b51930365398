import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Role } from '@coop/shared';
import { Icon } from './Icon';
import { findPages, searchablePages, type PageHit } from './pageSearch';
import styles from './PageSearch.module.css';
import { useNavigate } from '@coop/shared';

export interface PageSearchProps {
  role: Role | undefined;
  onNavigate?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/** "Find a page": a combobox over the pages this user may open; Enter or a click opens one. */
export function PageSearch({ role, onNavigate, autoFocus = false, className }: PageSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const pages = useMemo(() => searchablePages(role), [role]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => findPages(query, pages), [query, pages]);
  const showList = open && query.trim() !== '';

  const go = (hit: PageHit | undefined) => {
    if (!hit) return;
    setQuery('');
    setOpen(false);
    navigate(hit.path);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active] ?? results[0]);
    } else if (event.key === 'Escape') {
      if (open && query) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  return (
    <div className={`${styles.search} ${className ?? ''}`} role="search">
      <label htmlFor={id} className={styles.label}>
        Find a page
      </label>
      <div className={styles.field}>
        <Icon name="search" size={16} className={styles.icon} />
        <input
          id={id}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. Wallet, Loan"
          aria-autocomplete="list"
          aria-expanded={showList && results.length > 0}
          aria-controls={listId}
          aria-activedescendant={showList && results[active] ? `${id}-option-${active}` : undefined}
          value={query}
          autoFocus={autoFocus}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Pages" className={styles.listbox} hidden={!showList || results.length === 0}>
          {showList &&
            results.map((hit, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input takes the keys (aria-activedescendant): an option never has focus
              <li
                key={hit.path}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // keep focus in the input so the click lands before blur closes the list
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(hit)}
              >
                <span>{hit.label}</span>
                <span className={styles.path}>{hit.path}</span>
              </li>
            ))}
        </ul>
        {showList && results.length === 0 && (
          <p className={styles.none} role="status">
            No page matches “{query.trim()}”
          </p>
        )}
      </div>
    </div>
  );
}
