import { Button } from './Button';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based */
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** names the navigation landmark, e.g. "Members pages" */
  label?: string;
  disabled?: boolean;
}

/** Previous / Next with "Page x of y"; renders nothing when everything fits on one page. */
export function Pagination({ page, lastPage, onPageChange, label = 'Pagination', disabled = false }: PaginationProps) {
  const last = Math.max(1, lastPage);
  if (last <= 1) return null;
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.status} aria-live="polite">
        Page {current} of {last}
      </span>
      <span className={styles.buttons}>
        <Button variant="secondary" onClick={() => onPageChange(current - 1)} disabled={disabled || current <= 1} aria-label="Previous page">
          Previous
        </Button>
        <Button variant="secondary" onClick={() => onPageChange(current + 1)} disabled={disabled || current >= last} aria-label="Next page">
          Next
        </Button>
      </span>
    </nav>
  );
}
