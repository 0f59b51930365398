// "Fund the dividend pool": an amount moved from one of the society's own accounts (its income) into the pool that
// dividends are paid from. It is a proposal: another administrator approves it before any money moves.
import { useState, type FormEvent } from 'react';
import { AmountField, FormActions, formatNaira, Select, TextField, useAmountField, useProposal } from '@coop/shared';
import type { DividendPoolReply } from '@coop/api/contract';
import { savingsAdminApi, type FundingBody } from '../features/admin/api';
import { ProposedMessage } from './ProposedMessage';
import styles from '@coop/shared/styles/panel.module.css';

type Source = FundingBody['source'];

export const SOURCE_MESSAGE = 'Choose the society account the money comes from';
export const FUNDING_NOTE_MESSAGE = 'Write a note of at least 3 characters, e.g. 2026 surplus';

export function FundPoolForm({ sources }: { sources: DividendPoolReply['sources'] }) {
  const amount = useAmountField({ min: '0.01' });
  const [source, setSource] = useState<Source | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ source?: string; note?: string }>({});
  const proposal = useProposal(savingsAdminApi.fundPool);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = amount.read();
    const found = { source: source ? undefined : SOURCE_MESSAGE, note: note.trim().length < 3 ? FUNDING_NOTE_MESSAGE : undefined };
    setErrors(found);
    if (!('amount' in read) || found.source || found.note || !source) return;
    if (await proposal.propose({ amount: read.amount, source, note: note.trim() })) {
      amount.reset();
      setSource('');
      setNote('');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Fund the dividend pool">
      <AmountField label="Amount to move into the pool (₦)" name="funding_amount" {...amount.field} required />
      <Select
        label="From the society account"
        name="source"
        placeholder="Choose an account"
        options={sources.map((s) => ({ value: s.source, label: `${s.label} · ${formatNaira(s.balance)}` }))}
        value={source}
        onChange={(e) => {
          setSource(e.target.value as Source | '');
          setErrors({ ...errors, source: undefined });
        }}
        error={errors.source}
        required
      />
      <TextField
        label="Note"
        name="funding_note"
        value={note}
        maxLength={200}
        onChange={(e) => {
          setNote(e.target.value);
          setErrors({ ...errors, note: undefined });
        }}
        error={errors.note}
        hint="Why the pool is funded, e.g. 2026 surplus"
        required
      />
      <FormActions submitLabel="Propose funding" busy={proposal.pending} className={`${styles.row} ${styles.full}`} />
      {proposal.message && (
        <div className={styles.full}>
          <ProposedMessage message={proposal.message} />
        </div>
      )}
      {proposal.error && (
        <p className={`${styles.error} ${styles.full}`} role="alert">
          {proposal.error}
        </p>
      )}
    </form>
  );
}
