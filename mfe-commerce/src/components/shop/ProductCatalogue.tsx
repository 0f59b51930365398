// The catalogue: search as the member types (one request once typing pauses, on the server), category buttons,
// product cards and pages. Used by /product_financing and /finance.
import { useEffect, useState } from 'react';
import { Pagination, TextField, LoadState, useDebouncedValue, useLoad } from '@coop/shared';
import type { ProductCategory } from '@coop/api/contract';
import { CategoryButtons } from './CategoryButtons';
import { ProductCard } from './ProductCard';
import { shopApi } from '../../features/shop/api';
import styles from './shop.module.css';

export const SEARCH_DELAY_MS = 350;
/** one letter matches most of a catalogue: the search starts from the second */
export const MIN_SEARCH_LENGTH = 2;

export function ProductCatalogue({ categories, initialCategory = null }: { categories: ProductCategory[]; initialCategory?: number | null }) {
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(initialCategory);
  const debounced = useDebouncedValue(term, SEARCH_DELAY_MS).trim();
  const searched = debounced.length >= MIN_SEARCH_LENGTH ? debounced : '';
  // a new search or category starts at page 1 without a request for the old page first
  const filterKey = `${searched}|${categoryId ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  useEffect(() => setCategoryId(initialCategory), [initialCategory]);

  const query = { term: searched, categoryId, page };
  const products = useLoad((signal) => shopApi.products(query, signal), JSON.stringify(query));
  const paginator = products.data?.products;

  return (
    <div>
      <div className={styles.toolbar}>
        <TextField label="Search Product" type="search" value={term} onChange={(e) => setTerm(e.target.value)} placeholder="e.g. phone, fridge, solar" hint="Type at least 2 letters" maxLength={100} />
      </div>
      <CategoryButtons categories={categories} value={categoryId} onChange={setCategoryId} />
      <LoadState
        loading={products.status === 'loading'}
        error={products.status === 'error' ? products.message : null}
        empty={!paginator?.data.length}
        hasData={Boolean(paginator)}
        loadingLabel="Loading products…"
        emptyTitle={searched ? `No products match “${searched}”` : 'No products here yet'}
        emptyDescription={searched ? 'Try another word, or request the product you need.' : 'Request the product you need and the society will price it.'}
        onRetry={products.retry}
      >
        <p className={styles.muted} aria-live="polite">
          {paginator?.total === 1 ? '1 product' : `${paginator?.total ?? 0} products`}
        </p>
        <div className={styles.grid}>{paginator?.data.map((p) => <ProductCard key={p.id} product={p} />)}</div>
      </LoadState>
      {paginator && paginator.last_page > 1 && (
        <Pagination page={paginator.current_page} lastPage={paginator.last_page} onPageChange={setPage} label="Product pages" disabled={products.status === 'loading'} />
      )}
    </div>
  );
}
