// Create a market or halal investment: its name, picture, price of a slot (current value), expected returns on a
// slot, units on offer, insurance partner, start / application / maturity dates and description; a market one may
// sit in a market category.
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, FormActions, formatNaira, lagosToday, Modal, Select, TextArea, TextField, useCloseWhenDone, useLoad } from '@coop/shared';
import { calls, useCall } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { checkInvestment, emptyInvestment, investmentForm, slotPayout, type InvestmentFormErrors, type InvestmentFormValues } from './investmentForm';
import styles from './panelStyles';

const UPLOAD_ID = 'admin-investment-create';
const KINDS = [
  { value: 'market', label: 'Market' },
  { value: 'halal', label: 'Halal' },
];

export function InvestmentForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCall(UPLOAD_ID);
  const { reset: resetCreate } = create;
  const categories = useLoad((signal) => commerceAdminApi.marketCategories(signal), 'admin-market-categories', open);
  const [values, setValues] = useState<InvestmentFormValues>(emptyInvestment);
  const [errors, setErrors] = useState<InvestmentFormErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(emptyInvestment());
    setErrors({});
    resetCreate();
  }, [open, resetCreate]);
  useCloseWhenDone(create, onClose);
  const set = <K extends keyof InvestmentFormValues>(key: K, value: InvestmentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const payout = slotPayout(values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkInvestment(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    calls.keepUpload(UPLOAD_ID, investmentForm(values));
    create.run({ method: 'POST', path: 'admin/investments', uploadId: UPLOAD_ID, successMessage: `${values.investment_type.trim()} is now on offer` });
  };
  return (
    <Modal open={open} title="Create investment" onClose={() => !create.pending && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Select label="Kind" value={values.kind} onChange={(e) => set('kind', e.target.value as InvestmentFormValues['kind'])} options={KINDS} />
        {values.kind === 'market' && (
          <Select
            label="Market category"
            placeholder={categories.status === 'error' ? 'The categories could not be loaded' : 'No category'}
            value={values.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category_name }))}
          />
        )}
        <TextField className={styles.full} label="Investment name" value={values.investment_type} onChange={(e) => set('investment_type', e.target.value)} maxLength={100} error={errors.investment_type} required />
        <AmountField label="Current value (price of one slot)" name="current_value" value={values.current_value} onChange={(t) => set('current_value', t)} error={errors.current_value} required />
        <AmountField label="Expected returns per slot" name="expected_returns" value={values.expected_returns} onChange={(t) => set('expected_returns', t)} error={errors.expected_returns} hint="Paid on top of the slot’s price at maturity" required />
        <p className={`${styles.total} ${styles.full}`} aria-live="polite">
          Each slot pays back at maturity: {payout ? formatNaira(payout) : '—'}
        </p>
        <TextField label="Units (slots on offer)" type="text" inputMode="numeric" value={values.units} onChange={(e) => set('units', e.target.value.replace(/\D/g, ''))} error={errors.units} required />
        <TextField label="Insurance partner" value={values.insurance_partner} onChange={(e) => set('insurance_partner', e.target.value)} maxLength={100} />
        <TextField label="Start date" type="date" value={values.start_date} onChange={(e) => set('start_date', e.target.value)} error={errors.start_date} required />
        <TextField label="Application date" type="date" value={values.application_date} onChange={(e) => set('application_date', e.target.value)} error={errors.application_date} hint="The last day members can buy slots" required />
        <TextField label="Maturity date" type="date" min={lagosToday()} value={values.maturity_date} onChange={(e) => set('maturity_date', e.target.value)} error={errors.maturity_date} required />
        <TextField label="Picture" type="file" accept="image/jpeg,image/png,image/webp" hint="JPEG, PNG or WebP, at most 2 MB" onChange={(e) => set('picture', e.target.files?.[0] ?? null)} error={errors.picture} />
        <TextArea className={styles.full} label="Description" value={values.description} onChange={(e) => set('description', e.target.value)} maxLength={5000} />
        <FormActions submitLabel="Put on offer" busy={create.pending} onCancel={onClose} className={`${styles.formActions} ${styles.full}`} />
      </form>
    </Modal>
  );
}
