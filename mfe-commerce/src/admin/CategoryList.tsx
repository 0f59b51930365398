// The catalogue's categories: add one, rename one (names are unique, whatever their case).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, FormActions, Modal, Table, type TableColumn, TextField, useCloseWhenDone } from '@coop/shared';
import type { ProductCategory } from '@coop/api/contract';
import { useCall } from '../features/calls';
import styles from './panelStyles';

const NAME_REQUIRED = 'Enter the category name';

function AddCategory() {
  const add = useCall('category-add');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (add.done) setName('');
  }, [add.done]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(NAME_REQUIRED);
    setError(undefined);
    add.run({ method: 'POST', path: 'admin/shop/categories', body: { category_name: name.trim() }, successMessage: 'Category added' });
  };
  return (
    <form className={styles.inline} onSubmit={submit} noValidate>
      <TextField label="New category name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} error={error} />
      <Button type="submit" loading={add.pending}>
        Add category
      </Button>
    </form>
  );
}

function RenameCategoryDialog({ category, onClose }: { category: ProductCategory | null; onClose: () => void }) {
  const rename = useCall(`category-rename-${category?.id ?? 0}`);
  const { reset: resetRename } = rename;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setName(category?.category_name ?? '');
    setError(undefined);
    resetRename();
  }, [category, resetRename]);
  useCloseWhenDone(rename, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(NAME_REQUIRED);
    setError(undefined);
    rename.run({ method: 'POST', path: `admin/shop/categories/${category?.id}`, body: { category_name: name.trim() }, successMessage: 'Category renamed' });
  };
  return (
    <Modal open={category !== null} title={`Rename ${category?.category_name ?? ''}`} onClose={onClose}>
      <form className={styles.panel} onSubmit={submit} noValidate>
        <TextField label="Category name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} error={error} />
        <FormActions submitLabel="Save name" busy={rename.pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function CategoryList({ categories }: { categories: ProductCategory[] }) {
  const [renaming, setRenaming] = useState<ProductCategory | null>(null);
  const columns: TableColumn<ProductCategory>[] = [
    { key: 'category_name', header: 'Category' },
    {
      key: 'rename',
      header: 'Actions',
      render: (c) => (
        <Button variant="secondary" onClick={() => setRenaming(c)} aria-label={`Rename ${c.category_name}`}>
          Rename
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <AddCategory />
      {categories.length ? (
        <Table caption="Product categories" hideCaption columns={columns} rows={categories} rowKey={(c) => c.id} />
      ) : (
        <p className={styles.meta}>No category yet: add the first one before adding products.</p>
      )}
      <RenameCategoryDialog category={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
