// Publish a member's product request to the catalogue, with the request's picture: its category, price, mark-up,
// down payment (per unit) and stock. The member is told the price shown to members (price + mark-up).
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, ErrorState, FormActions, formatAmountTyping, formatNaira, Modal, Select, Spinner, TextArea, TextField, typedAmount, typedAmountOrZero, useCloseWhenDone, useLoad } from '@coop/shared';
import type { AdminProductRequestRow } from '@coop/api/contract';
import { useCall } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { checkProduct, memberPrice, productFormValues, type ProductFormErrors, type ProductFormValues } from './productForm';
import styles from './panelStyles';

function startValues(request: AdminProductRequestRow | null): ProductFormValues {
  return {
    ...productFormValues(null),
    product_name: request?.product_name ?? '',
    price: request?.price ? formatAmountTyping(request.price).text : '',
    quantity: request ? String(request.quantity) : '',
    description: request?.short_description ?? '',
  };
}

export function PublishRequestDialog({ request, onClose }: { request: AdminProductRequestRow | null; onClose: () => void }) {
  const open = request !== null;
  const categories = useLoad((signal) => commerceAdminApi.categories(signal), 'admin-publish-categories', open);
  const publish = useCall(`admin-request-publish-${request?.id ?? 0}`);
  const { reset: resetPublish } = publish;
  const [values, setValues] = useState<ProductFormValues>(() => startValues(request));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  useEffect(() => {
    setValues(startValues(request));
    setErrors({});
    resetPublish();
  }, [request, resetPublish]);
  useCloseWhenDone(publish, onClose);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = memberPrice(values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkProduct(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    publish.run({
      method: 'POST',
      path: `admin/shop/requests/${request?.id}/publish`,
      body: {
        category_id: Number(values.category_id),
        price: typedAmount(values.price),
        mark_up: typedAmountOrZero(values.mark_up),
        down_payment: typedAmount(values.down_payment),
        quantity: Number(values.quantity),
        description: values.description.trim(),
      },
      successMessage: 'Published to the catalogue',
    });
  };
  return (
    <Modal open={open} title={`Publish ${request?.product_name ?? ''}`} onClose={() => !publish.pending && onClose()}>
      {categories.status === 'error' ? (
        <ErrorState message={categories.message} onRetry={categories.retry} />
      ) : !categories.data ? (
        <Spinner label="Loading the categories…" />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Select
            className={styles.full}
            label="Category"
            placeholder="Choose a category"
            value={values.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            options={categories.data.map((c) => ({ value: String(c.id), label: c.category_name }))}
            error={errors.category_id}
            required
          />
          <AmountField label="Price" name="price" value={values.price} onChange={(t) => set('price', t)} error={errors.price} required />
          <AmountField label="Mark-up" name="mark_up" value={values.mark_up} onChange={(t) => set('mark_up', t)} error={errors.mark_up} hint="Added to the price; 0 for none" />
          <p className={`${styles.total} ${styles.full}`} aria-live="polite">
            Price shown to members: {shown ? formatNaira(shown) : '—'}
          </p>
          <AmountField label="Down payment (per unit)" name="down_payment" value={values.down_payment} onChange={(t) => set('down_payment', t)} error={errors.down_payment} required />
          <TextField label="Stock quantity" type="text" inputMode="numeric" value={values.quantity} onChange={(e) => set('quantity', e.target.value.replace(/\D/g, ''))} error={errors.quantity} required />
          <TextArea className={styles.full} label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} maxLength={5000} hint="The member’s own words until you change them" />
          <FormActions submitLabel="Publish to the catalogue" busy={publish.pending} onCancel={onClose} className={`${styles.formActions} ${styles.full}`} />
        </form>
      )}
    </Modal>
  );
}
