// "All" plus each category (facts §3.9); the chosen one is pressed.
import type { ProductCategory } from '@coop/api/contract';
import styles from './shop.module.css';

export function CategoryButtons({ categories, value, onChange }: { categories: ProductCategory[]; value: number | null; onChange: (id: number | null) => void }) {
  return (
    <div className={styles.categories} role="group" aria-label="Categories">
      <button type="button" className={styles.category} aria-pressed={value === null} onClick={() => onChange(null)}>
        All
      </button>
      {categories.map((c) => (
        <button key={c.id} type="button" className={styles.category} aria-pressed={value === c.id} onClick={() => onChange(c.id)}>
          {c.category_name}
        </button>
      ))}
    </div>
  );
}
