// The society's offer on a business request: the total the member repays — at least what they asked for, at most
// twice it — with the mark-up (total − requested) shown as it is typed. Sent with an Idempotency-Key.
import { useState, type FormEvent } from 'react';
import { AmountField, Button, formatNaira, minusNaira, nairaToKobo, readAmountField } from '@coop/shared';
import type { AdminLoanRow } from '@coop/api/contract';
import { useCall } from '../components/useCall';
import styles from './panelStyles';

function markup(total: string, requested: string): string | null {
  const t = nairaToKobo(total);
  const r = nairaToKobo(requested);
  return t === null || r === null || t < r ? null : minusNaira(total, requested);
}

export function OfferForm({ request }: { request: AdminLoanRow }) {
  const offer = useCall(`offer-${request.id}`);
  const [text, setText] = useState(request.total ?? '');
  const [error, setError] = useState<string | undefined>();
  const reading = text ? readAmountField(text) : null;
  const total = reading && 'amount' in reading ? reading.amount : null;
  const m = total ? markup(total, request.amount) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!total) return setError(reading && 'error' in reading ? reading.error : 'Enter the total amount');
    if (m === null) return setError('The offer must be at least the requested amount');
    setError(undefined);
    offer.run({ method: 'POST', path: `admin/business/${request.id}/offer`, money: true, body: { total_amount: total }, successMessage: 'The offer has been sent to the member' });
  };
  return (
    <form className={styles.row} onSubmit={submit} noValidate aria-label={`Offer for ${request.business_name ?? ''}`}>
      <AmountField label={`Total amount for ${request.business_name ?? 'this request'}`} name={`total-${request.id}`} value={text} onChange={setText} error={error} hint={m !== null ? `Mark-up ${formatNaira(m)}` : `Requested ${formatNaira(request.amount)}`} />
      <Button type="submit" loading={offer.pending}>
        {request.total ? 'Replace offer' : 'Make offer'}
      </Button>
    </form>
  );
}
