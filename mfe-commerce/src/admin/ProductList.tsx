// Every product, newest first, published or not: search (kept in the URL: ?search=), "Load more", and Add / Edit in
// one form.
import { useEffect, useState } from 'react';
import { Badge, Button, formatNaira, KeysetTable, type TableColumn, TextField, useDebouncedValue, useKeysetPages, useSearchParams } from '@coop/shared';
import type { AdminProductRow, ProductCategory } from '@coop/api/contract';
import { useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { ProductForm } from './ProductForm';
import styles from './panelStyles';

export function ProductList({ categories }: { categories: ProductCategory[] }) {
  const version = useCommerceVersion();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const term = useDebouncedValue(search.trim(), 300);
  const inUrl = params.get('search') ?? '';
  useEffect(() => {
    if (inUrl === term) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('search', term);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [term]); // eslint-disable-line react-hooks/exhaustive-deps -- the URL follows the typing, not the other way
  const list = useKeysetPages((before, signal) => commerceAdminApi.products({ search: term, before }, signal), `products-${term}`, version);
  const [editing, setEditing] = useState<{ product: AdminProductRow | null } | null>(null);
  const columns: TableColumn<AdminProductRow>[] = [
    { key: 'picture', header: 'Picture', render: (p) => (p.image ? <img className={styles.thumb} src={p.image} srcSet={p.image_srcset || undefined} sizes="48px" alt={`${p.product_name} picture`} decoding="async" loading="lazy" /> : <span className={styles.meta}>No picture</span>) },
    {
      key: 'product',
      header: 'Product',
      render: (p) => (
        <>
          {p.product_name}
          <span className={styles.meta}> · {p.category_name}</span>
        </>
      ),
    },
    { key: 'shown', header: 'Members pay', render: (p) => formatNaira(p.current_values), align: 'end', nowrap: true },
    { key: 'price', header: 'Price + mark-up', render: (p) => `${formatNaira(p.price)} + ${formatNaira(p.mark_up)}`, align: 'end' },
    { key: 'down', header: 'Down payment', render: (p) => formatNaira(p.down_payment), align: 'end', nowrap: true },
    { key: 'stock', header: 'Stock', render: (p) => p.quantity.toLocaleString('en-NG'), align: 'end' },
    { key: 'published', header: 'Shown', render: (p) => (p.published ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Hidden</Badge>) },
    {
      key: 'edit',
      header: 'Actions',
      render: (p) => (
        <Button variant="secondary" onClick={() => setEditing({ product: p })} aria-label={`Edit ${p.product_name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.inline}>
        <TextField label="Search products" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        <Button onClick={() => setEditing({ product: null })} disabled={!categories.length}>
          Add product
        </Button>
      </div>
      <KeysetTable list={list} caption="Products" columns={columns} rowKey={(p) => p.id} loadingLabel="Loading the products…" emptyTitle={term ? `No product matches “${term}”` : 'No products yet'} emptyDescription={term ? undefined : 'Add a category, then the first product.'} />
      <ProductForm open={editing !== null} product={editing?.product ?? null} categories={categories} onClose={() => setEditing(null)} />
    </div>
  );
}
