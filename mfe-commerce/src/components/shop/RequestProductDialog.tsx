// "Upload Request Item" (facts §3.9): Product Name (at most 50 characters), Description, Quantity and a picture, sent
// as multipart (`userUploadRequestedProducts`). The society prices it; the member sees the price under My Products.
import { useEffect, useState, type FormEvent } from 'react';
import { FormActions, FormError, Modal, TextField, useCloseWhenDone } from '@coop/shared';
import { calls, useCall } from '../../features/calls';
import styles from './shop.module.css';

export const MAX_NAME_LENGTH = 50;
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
const UPLOAD_ID = 'product-request';

function problemWith(name: string, quantity: string, picture: File | null): string | null {
  if (!name.trim()) return 'Enter the product name';
  if (name.trim().length > MAX_NAME_LENGTH) return `The product name can be at most ${MAX_NAME_LENGTH} characters`;
  if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) return 'The quantity must be a whole number of at least 1';
  if (!picture) return 'Choose a picture of the product';
  if (picture.size > MAX_PICTURE_BYTES) return 'The picture must be at most 2 MB, please choose a smaller one';
  return null;
}

export function RequestProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const submitCall = useCall(UPLOAD_ID);
  const { reset: resetSubmit } = submitCall;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setDescription('');
    setQuantity('1');
    setPicture(null);
    setError(null);
    resetSubmit();
  }, [open, resetSubmit]);
  useCloseWhenDone(submitCall, onClose);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = problemWith(name, quantity, picture);
    setError(problem);
    if (problem || !picture) return;
    const form = new FormData();
    form.set('product_name', name.trim());
    form.set('short_description', description.trim());
    form.set('quantity', quantity.trim());
    form.set('image', picture);
    calls.keepUpload(UPLOAD_ID, form);
    submitCall.run({ method: 'POST', path: 'userUploadRequestedProducts', uploadId: UPLOAD_ID, successMessage: 'Your request has been sent' });
  };

  return (
    <Modal open={open} title="Upload Request Item" onClose={() => !submitCall.pending && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Product Name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          hint={`${name.length}/${MAX_NAME_LENGTH} characters`}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField label="Description" value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
        <TextField label="Quantity" type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} required />
        <TextField label="Picture of the product" type="file" accept="image/jpeg,image/png,image/webp" hint="JPEG, PNG or WebP, at most 2 MB" onChange={(e) => setPicture(e.target.files?.[0] ?? null)} required />
        <FormError message={error ?? submitCall.error} />
        <FormActions submitLabel="Submit" busy={submitCall.pending} onCancel={onClose} className={styles.actions} />
      </form>
    </Modal>
  );
}
