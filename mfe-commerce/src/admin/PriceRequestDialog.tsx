// Price a member's product request (an amount per unit, an optional note): the member sees it on their requests.
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, FormActions, formatAmountTyping, formatNaira, Modal, TextField, timesNaira, typedAmount, useCloseWhenDone } from '@coop/shared';
import type { AdminProductRequestRow } from '@coop/api/contract';
import { useCall } from '../features/calls';
import styles from './panelStyles';

export function PriceRequestDialog({ request, onClose }: { request: AdminProductRequestRow | null; onClose: () => void }) {
  const price = useCall(`admin-request-price-${request?.id ?? 0}`);
  const { reset: resetPrice } = price;
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setText(request?.price ? formatAmountTyping(request.price).text : '');
    setNote('');
    setError(undefined);
    resetPrice();
  }, [request, resetPrice]);
  useCloseWhenDone(price, onClose);
  const amount = typedAmount(text);
  const total = amount && request ? timesNaira(amount, request.quantity) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!amount) return setError('Enter the price of one unit, more than ₦0.00');
    setError(undefined);
    price.run({ method: 'POST', path: `admin/shop/requests/${request?.id}/price`, body: note.trim() ? { price: amount, note: note.trim() } : { price: amount }, successMessage: 'Price set: the member has been told' });
  };
  return (
    <Modal open={request !== null} title={`Price ${request?.product_name ?? ''}`} onClose={() => !price.pending && onClose()}>
      <form className={styles.panel} onSubmit={submit} noValidate>
        <AmountField
          label="Price per unit"
          name="price"
          value={text}
          onChange={(t) => (setText(t), setError(undefined))}
          error={error}
          hint={total ? `${request?.quantity} × ${formatNaira(amount)} = ${formatNaira(total)}` : `The member asked for ${request?.quantity ?? 0}`}
          required
        />
        <TextField label="Note for the member (optional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} />
        <FormActions submitLabel="Set price" busy={price.pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
