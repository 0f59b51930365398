// Change how many of a requested product the member wants (`updateRequestQuantity/{id}`).
import { useState, type FormEvent } from 'react';
import { FormActions, FormError, Modal, TextField, useCloseWhenDone } from '@coop/shared';
import type { ProductRequestRow } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import styles from '../shop/shop.module.css';

export function RequestQuantityDialog({ request, onClose }: { request: ProductRequestRow; onClose: () => void }) {
  const update = useCall(`request-quantity-${request.id}`);
  const [quantity, setQuantity] = useState(String(request.quantity));
  const [error, setError] = useState<string | null>(null);
  useCloseWhenDone(update, onClose);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) return setError('The quantity must be a whole number of at least 1');
    setError(null);
    update.run({ method: 'POST', path: `updateRequestQuantity/${request.id}`, body: { quantity: Number(quantity) }, successMessage: 'The quantity was changed' });
  };
  return (
    <Modal open title={`Quantity of ${request.product_name}`} onClose={() => !update.pending && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Quantity" type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} required />
        <FormError message={error ?? update.error} />
        <FormActions submitLabel="Save" busy={update.pending} onCancel={onClose} className={styles.actions} />
      </form>
    </Modal>
  );
}
