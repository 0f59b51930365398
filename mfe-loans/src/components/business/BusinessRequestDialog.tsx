// "Create Business Request" (facts §3.8): Business Name, Loan Request Amount, Select Loan Duration (1…N months),
// Select Frequency, the computed "{Frequency} Repayment Amount", Start Date and the business's picture; "Submit Request"
// sends it as multipart (`business_request`).
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, ErrorState, FormActions, FormError, lagosToday, Modal, readAmountField, Spinner, TextField, useCloseWhenDone, useLoad } from '@coop/shared';
import { loansApi } from '../../features/loans/api';
import { calls } from '../../features/calls';
import { instalment } from '../loanMath';
import { TermFields, type Terms } from '../TermFields';
import { useCall } from '../useCall';
import styles from '../layout';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export function BusinessRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const duration = useLoad(loansApi.businessDuration, 'business-duration', open);
  const submitCall = useCall('business-request');
  const { reset: resetSubmit } = submitCall;
  const [name, setName] = useState('');
  const [amountText, setAmountText] = useState('');
  const [terms, setTerms] = useState<Terms>({ months: '', frequency: '' });
  const { months, frequency } = terms;
  const [startDate, setStartDate] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setAmountText('');
    setTerms({ months: '', frequency: '' });
    setStartDate('');
    setPicture(null);
    setError(null);
    resetSubmit();
  }, [open, resetSubmit]);
  useCloseWhenDone(submitCall, onClose);
  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const reading = amountText ? readAmountField(amountText) : null;
  const amount = reading && 'amount' in reading ? reading.amount : '';
  const repayment = amount && months && frequency ? instalment(amount, Number(months), frequency) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !amount || !months || !frequency || !startDate || !picture) return setError('All fields are required');
    if (startDate < lagosToday()) return setError('The start date cannot be in the past');
    if (picture.size > MAX_PICTURE_BYTES) return setError('The picture must be at most 2 MB, please choose a smaller one');
    setError(null);
    const form = new FormData();
    form.set('business_name', name.trim());
    form.set('frequency', frequency);
    form.set('requested_amount', amount);
    form.set('repayment_duration', months);
    form.set('start_date', startDate);
    form.set('repayment_amount', repayment ?? '');
    form.set('image', picture);
    calls.keepUpload('business-request', form);
    submitCall.run({ method: 'POST', path: 'business_request', uploadId: 'business-request', successMessage: 'Your business finance request has been submitted' });
  };

  return (
    <Modal open={open} title="Create Business Request" onClose={() => !submitCall.pending && onClose()}>
      {duration.status === 'error' ? (
        <ErrorState message={duration.message} onRetry={duration.retry} />
      ) : !duration.data ? (
        <Spinner label="Loading the terms…" />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label="Business Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
          <AmountField label="Loan Request Amount" name="requested_amount" value={amountText} onChange={setAmountText} required />
          <TermFields terms={terms} onChange={setTerms} maxMonths={duration.data.value} amount={amount} hint="Before the society's mark-up, which its offer adds" />
          <TextField label="Start Date" type="date" min={lagosToday()} value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
          <TextField label="Picture of your business" type="file" accept="image/jpeg,image/png,image/webp" hint="JPEG, PNG or WebP, at most 2 MB" onChange={(e) => setPicture(e.target.files?.[0] ?? null)} required />
          {preview && <img src={preview} alt="Your business picture" className={styles.picture} />}
          <FormError message={error} />
          <FormActions submitLabel="Submit Request" busy={submitCall.pending} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
