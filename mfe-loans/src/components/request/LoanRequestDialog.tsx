// "Create Loan Request" (facts §3.7, §4.7): amount with the live 2× ceiling warning, duration 1…N months, frequency,
// the computed repayment amount, start date, and — above the guarantable amount — guarantor rows covering the rest.
// "Apply Loan" opens the "Loan Form Fee" step; paying it posts ONE loanAdd carrying the fee's source, so the fee and
// the application are one transaction. A group loan (`groupId`) has no guarantors: the group approves it.
import { useEffect, useState, type FormEvent } from 'react';
import { AmountField, Button, ErrorState, formatNaira, FormError, lagosToday, Modal, nairaAbove, type PaymentSource, PayWithRetry, readAmountField, shortfallNaira, Spinner, sumNaira, TextField, useCloseWhenDone, useLoad } from '@coop/shared';
import { loansApi } from '../../features/loans/api';
import { instalment, type Frequency } from '../loanMath';
import { TermFields, type Terms as TermValues } from '../TermFields';
import { useCall } from '../useCall';
import { GuarantorRows, type GuarantorRow } from './GuarantorRows';
import styles from '../layout';

export interface LoanRequestDialogProps {
  open: boolean;
  /** the member's guarantable amount ("1500.00") */
  guarantable: string;
  onClose: () => void;
  group?: { id: number; name: string };
}

interface Applied {
  amount: string;
  months: number;
  frequency: Frequency;
  startDate: string;
  guarantors: GuarantorRow[];
}

export function LoanRequestDialog({ open, guarantable, onClose, group }: LoanRequestDialogProps) {
  const fee = useLoad(loansApi.loanFee, 'loan-fee', open);
  const duration = useLoad(loansApi.loanDuration, 'loan-duration', open);
  const apply = useCall(group ? `group-loan-${group.id}` : 'loan-request');
  const { reset: resetApply } = apply;
  const [amountText, setAmountText] = useState('');
  const [terms, setTermsFields] = useState<TermValues>({ months: '', frequency: '' });
  const { months, frequency } = terms;
  const [startDate, setStartDate] = useState('');
  const [rows, setRows] = useState<GuarantorRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);

  useEffect(() => {
    if (!open) return;
    setAmountText('');
    setTermsFields({ months: '', frequency: '' });
    setStartDate('');
    setRows([]);
    setError(null);
    setApplied(null);
    resetApply();
  }, [open, resetApply]);

  useCloseWhenDone(apply, onClose);

  const reading = amountText ? readAmountField(amountText) : null;
  const amount = reading && 'amount' in reading ? reading.amount : '';
  const limit = sumNaira([guarantable, guarantable]);
  const overCeiling = amount !== '' && nairaAbove(amount, limit);
  const needsGuarantors = !group && amount !== '' && nairaAbove(amount, guarantable);
  const remaining = amount ? shortfallNaira(amount, guarantable) : '0.00';
  const pledged = sumNaira(rows.map((r) => {
    const r2 = readAmountField(r.amount);
    return 'amount' in r2 ? r2.amount : '0';
  }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!amount) return setError(reading && 'error' in reading ? reading.error : 'Enter the loan amount');
    if (overCeiling) return setError(`Loan amount must not be greater than ${formatNaira(limit)}`);
    if (!months) return setError('Select the loan duration');
    if (!frequency) return setError('Select the frequency');
    if (!startDate) return setError('Choose the start date');
    if (startDate < lagosToday()) return setError('The start date cannot be in the past');
    if (needsGuarantors) {
      if (rows.some((r) => !r.user)) return setError('Choose each guarantor from the search results');
      if (nairaAbove(remaining, pledged)) return setError(`Your guarantors must cover ${formatNaira(remaining)}; they cover ${formatNaira(pledged)}`);
      // the society asks each guarantor for no more than the loan needs from them
      if (nairaAbove(pledged, remaining)) return setError(`Your guarantors are asked ${formatNaira(pledged)} but your loan needs ${formatNaira(remaining)} from them: ask for less`);
    }
    setError(null);
    setApplied({ amount, months: Number(months), frequency, startDate, guarantors: needsGuarantors ? rows : [] });
  };

  const body = (t: Applied, source: PaymentSource) => ({
    first: [
      {
        loan_amount: t.amount,
        payment_duration: t.months,
        frequency: t.frequency,
        repayment_amount: instalment(t.amount, t.months, t.frequency),
        loan_group: group ? String(group.id) : t.guarantors.length ? 'Member' : '',
        start_date: t.startDate,
        payment_method: 'Card',
        user_id: '',
        group_id: group?.id ?? 0,
        card_id: '',
      },
    ],
    data: t.guarantors.map((g) => {
      const r = readAmountField(g.amount);
      return { user_id: g.user!.id, guaranteed_amount: 'amount' in r ? r.amount : g.amount };
    }),
    form_payment: source.payment_method,
    ...source,
  });
  const pay = (source: PaymentSource) => applied && apply.run({ method: 'POST', path: 'loanAdd', money: true, body: body(applied, source), successMessage: 'Your loan request has been submitted' });
  const retry = () => apply.intent && apply.run({ method: 'POST', path: 'loanAdd', money: true, body: apply.intent.body, successMessage: 'Your loan request has been submitted' });
  const close = () => !apply.pending && onClose();

  const title = group ? `Request a Group Loan: ${group.name}` : 'Create Loan Request';
  if (fee.status === 'error' || duration.status === 'error') {
    return (
      <Modal open={open} title={title} onClose={close}>
        <ErrorState message={fee.status === 'error' ? fee.message : duration.status === 'error' ? duration.message : ''} onRetry={() => (fee.retry(), duration.retry())} />
      </Modal>
    );
  }
  if (!fee.data || !duration.data) {
    return (
      <Modal open={open} title={title} onClose={close}>
        <Spinner label="Loading the loan terms…" />
      </Modal>
    );
  }

  if (applied) {
    return (
      <Modal open={open} title="Loan Form Fee" onClose={close}>
        <div className={styles.stack}>
          <dl className={styles.details}>
            <dt>Loan Form Fee:</dt>
            <dd>{formatNaira(fee.data.value)}</dd>
            <dt>Loan Amount:</dt>
            <dd>{formatNaira(applied.amount)}</dd>
          </dl>
          <p className={styles.muted}>The fee is paid with your application: if the application is refused, nothing is taken.</p>
          <PayWithRetry error={apply.error} onRetry={apply.intent ? retry : undefined} amount={fee.data.value} purpose="loan_form_fee" submitLabel="Add Fund" busy={apply.pending} onPaid={pay} onCancel={() => setApplied(null)} />
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} title={title} onClose={close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.info}>A sum of {formatNaira(fee.data.value)} will be charge as loan form fee</p>
        <AmountField label="Loan Amount" name="loan_amount" value={amountText} onChange={setAmountText} required hint={`At most ${formatNaira(limit)} (twice your guarantable amount)`} />
        {overCeiling && (
          <p className={styles.error} role="alert">
            Loan amount must not be greater than {formatNaira(limit)}
          </p>
        )}
        <TermFields terms={terms} onChange={setTermsFields} maxMonths={duration.data.value} amount={amount} />
        {amount && frequency && <TextField label="Start Date" type="date" min={lagosToday()} value={startDate} onChange={(e) => setStartDate(e.target.value)} required />}
        {needsGuarantors && (
          <div className={styles.stack}>
            <TextField label="Select Loan Guarantor" value="Member" disabled readOnly />
            <p className={styles.notice}>
              Remaining Guarante Amount: {formatNaira(remaining)} · your guarantors cover {formatNaira(pledged)}
            </p>
            <GuarantorRows rows={rows.length ? rows : [{ key: 0, user: null, amount: '' }]} onChange={setRows} />
          </div>
        )}
        <FormError message={error} />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Apply Loan</Button>
        </div>
      </form>
    </Modal>
  );
}
