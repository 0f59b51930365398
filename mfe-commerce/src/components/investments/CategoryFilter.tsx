// The market place's category buttons (facts §3.9): "All" and each `show_category` name; the pressed one filters.
import { Button, ErrorState, Spinner, useLoad } from '@coop/shared';
import { investmentsApi } from '../../features/investments/api';
import styles from './investments.module.css';

export function CategoryFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const categories = useLoad(investmentsApi.categories, 'market-categories');
  if (categories.status === 'error') return <ErrorState title="Could not load the categories" message={categories.message} onRetry={categories.retry} />;
  if (!categories.data) return <Spinner size="small" label="Loading the categories…" />;
  if (!categories.data.length) return null;
  const choices = [{ id: null, category_name: 'All' }, ...categories.data];
  return (
    <div className={styles.filters} role="group" aria-label="Categories">
      {choices.map((c) => (
        <Button key={c.id ?? 'all'} variant={value === c.id ? 'primary' : 'secondary'} aria-pressed={value === c.id} onClick={() => onChange(c.id)}>
          {c.category_name}
        </Button>
      ))}
    </div>
  );
}
