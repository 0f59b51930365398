// The terms a loan and a business request share (facts §3.7, §3.8): Select Loan Duration 1…N months, Select Frequency
// Weekly | Monthly, and the "{Frequency} Repayment Amount" computed as the server does.
import { formatNaira, Select, TextField } from '@coop/shared';
import { instalment, monthOptions, type Frequency } from './loanMath';

export interface Terms {
  months: string;
  frequency: Frequency | '';
}

export function TermFields({ terms, onChange, maxMonths, amount, hint }: { terms: Terms; onChange: (terms: Terms) => void; maxMonths: number; amount: string; hint?: string }) {
  const repayment = amount && terms.months && terms.frequency ? instalment(amount, Number(terms.months), terms.frequency) : null;
  return (
    <>
      <Select label="Select Loan Duration" value={terms.months} onChange={(e) => onChange({ ...terms, months: e.target.value })} placeholder="Choose" options={monthOptions(maxMonths)} required />
      <Select
        label="Select Frequency"
        value={terms.frequency}
        onChange={(e) => onChange({ ...terms, frequency: e.target.value as Frequency })}
        placeholder="Choose"
        options={[
          { value: 'Weekly', label: 'Weekly' },
          { value: 'Monthly', label: 'Monthly' },
        ]}
        required
      />
      <TextField label={`${terms.frequency || 'Monthly'} Repayment Amount`} value={repayment ? formatNaira(repayment) : ''} disabled readOnly hint={hint} />
    </>
  );
}
