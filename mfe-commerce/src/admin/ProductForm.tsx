// Add or change a product: name, category, price, mark-up, down payment (per unit), stock, descriptions, published,
// and up to four pictures (new ones replace the old). The price members see (price + mark-up) shows as it is typed.
// An edit reads the product afresh when it opens and shows its live stock, which it sends back as `stock_was`: a
// sale made while the form is open makes the API refuse the save instead of putting the sold units back on sale.
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, Button, formatNaira, Modal, Select, TextArea, TextField, useCloseWhenDone, useLoad } from '@coop/shared';
import type { AdminProductRow, ProductCategory } from '@coop/api/contract';
import { calls, useCall } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { checkProduct, MAX_PICTURES, memberPrice, productForm, productFormValues, type ProductFormErrors, type ProductFormValues } from './productForm';
import styles from './panelStyles';

const UPLOAD_ID = 'admin-product-save';

export function ProductForm({ open, product, categories, onClose }: { open: boolean; product: AdminProductRow | null; categories: ProductCategory[]; onClose: () => void }) {
  const save = useCall(UPLOAD_ID);
  const { reset: resetSave } = save;
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(productFormValues(product));
    setErrors({});
    resetSave();
  }, [open, product, resetSave]);
  useCloseWhenDone(save, onClose);
  const live = useLoad((signal) => commerceAdminApi.product(product!.id, signal), `admin-product-${product?.id}-${open}`, open && product !== null);
  const liveStock = live.data?.quantity;
  useEffect(() => {
    // the live stock replaces the list's, unless the administrator has typed a stock already
    if (liveStock !== undefined && product) setValues((v) => (v.quantity === String(product.quantity) ? { ...v, quantity: String(liveStock) } : v));
  }, [liveStock]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the live stock arrives, not when the list's row changes

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = memberPrice(values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkProduct(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    calls.keepUpload(UPLOAD_ID, productForm(values, product ? (liveStock ?? product.quantity) : undefined));
    save.run({
      method: 'POST',
      path: product ? `admin/shop/products/${product.id}` : 'admin/shop/products',
      uploadId: UPLOAD_ID,
      successMessage: product ? `${values.product_name.trim()} has been saved` : `${values.product_name.trim()} has been added to the catalogue`,
    });
  };

  return (
    <Modal open={open} title={product ? `Edit ${product.product_name}` : 'Add product'} onClose={() => !save.pending && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField className={styles.full} label="Product name" value={values.product_name} onChange={(e) => set('product_name', e.target.value)} maxLength={100} error={errors.product_name} required />
        <Select
          className={styles.full}
          label="Category"
          placeholder="Choose a category"
          value={values.category_id}
          onChange={(e) => set('category_id', e.target.value)}
          options={categories.map((c) => ({ value: String(c.id), label: c.category_name }))}
          error={errors.category_id}
          required
        />
        <AmountField label="Price" name="price" value={values.price} onChange={(t) => set('price', t)} error={errors.price} hint="The society’s cost for one unit" required />
        <AmountField label="Mark-up" name="mark_up" value={values.mark_up} onChange={(t) => set('mark_up', t)} error={errors.mark_up} hint="Added to the price; 0 for none" />
        <p className={`${styles.total} ${styles.full}`} aria-live="polite">
          Price shown to members: {shown ? formatNaira(shown) : '—'}
        </p>
        <AmountField label="Down payment (per unit)" name="down_payment" value={values.down_payment} onChange={(t) => set('down_payment', t)} error={errors.down_payment} hint="Paid at checkout for each unit" required />
        <TextField
          label="Stock quantity"
          type="text"
          inputMode="numeric"
          value={values.quantity}
          onChange={(e) => set('quantity', e.target.value.replace(/\D/g, ''))}
          error={errors.quantity}
          hint={product ? (live.status === 'loading' ? 'Reading the stock now…' : `In stock now: ${liveStock ?? product.quantity}`) : undefined}
          required
        />
        <TextField className={styles.full} label="Short description" value={values.short_description} onChange={(e) => set('short_description', e.target.value)} maxLength={200} />
        <TextArea className={styles.full} label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} maxLength={5000} />
        <label className={`${styles.check} ${styles.full}`}>
          <input type="checkbox" checked={values.published} onChange={(e) => set('published', e.target.checked)} />
          Published (members can see and buy it)
        </label>
        <div className={styles.full}>
          <TextField
            label="Pictures"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            hint={`Up to ${MAX_PICTURES} pictures, JPEG, PNG or WebP, each at most 2 MB${product ? '. New pictures replace the current ones' : ''}`}
            onChange={(e) => set('pictures', Array.from(e.target.files ?? []))}
            error={errors.pictures}
          />
          {values.pictures.length > 0 ? (
            <p className={styles.meta}>Chosen: {values.pictures.map((p) => p.name).join(', ')}</p>
          ) : (
            product &&
            product.images.length > 0 && (
              <div className={styles.pictures}>
                {product.images.map((src, i) => (
                  <img key={src} src={src} alt={`${product.product_name} picture ${i + 1}`} />
                ))}
              </div>
            )
          )}
        </div>
        <div className={`${styles.formActions} ${styles.full}`}>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.pending}>
            {product ? 'Save product' : 'Add to catalogue'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
