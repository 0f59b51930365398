// The guarantor rows of the loan form (facts §3.7): "Search users" by name — one search after typing pauses, never
// one per keystroke; the e-mail shown is masked and the guarantor is named by their id — then "Guarantee Amount" and
// Remove; "Add More Guarantor".
import { useState } from 'react';
import { AmountField, Button, TextField, useDebouncedValue, useLoad } from '@coop/shared';
import type { GuarantorCandidate } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import styles from '../layout';

export interface GuarantorRow {
  key: number;
  user: GuarantorCandidate | null;
  amount: string;
}

const label = (c: GuarantorCandidate) => `${c.first_name} ${c.last_name} ${c.email}`;

function GuarantorPicker({ row, index, onChange, onRemove }: { row: GuarantorRow; index: number; onChange: (row: GuarantorRow) => void; onRemove: () => void }) {
  const [text, setText] = useState(row.user ? label(row.user) : '');
  const term = useDebouncedValue(text.trim(), 400);
  const searching = !row.user && term.length >= 2;
  const found = useLoad((signal) => loansApi.searchGuarantors(term, signal), `search-${term}`, searching);
  return (
    <fieldset className={styles.stack}>
      <legend>Guarantor {index + 1}</legend>
      <TextField
        label="Search users"
        value={text}
        hint="Type at least 2 letters of a first, last or full name"
        onChange={(e) => {
          setText(e.target.value);
          if (row.user) onChange({ ...row, user: null });
        }}
      />
      {searching && found.status === 'ready' && (
        found.data.length ? (
          <ul className={styles.suggestions} aria-label={`Members matching ${term}`}>
            {found.data.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => {
                    setText(label(c));
                    onChange({ ...row, user: c });
                  }}
                >
                  {label(c)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No member found</p>
        )
      )}
      {searching && found.status === 'error' && <p className={styles.error}>{found.message}</p>}
      <AmountField label="Guarantee Amount" name={`guarantee-${row.key}`} value={row.amount} onChange={(amount) => onChange({ ...row, amount })} required />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

export function GuarantorRows({ rows, onChange }: { rows: GuarantorRow[]; onChange: (rows: GuarantorRow[]) => void }) {
  const add = () => onChange([...rows, { key: Date.now(), user: null, amount: '' }]);
  return (
    <div className={styles.stack}>
      {rows.map((row, i) => (
        <GuarantorPicker
          key={row.key}
          row={row}
          index={i}
          onChange={(next) => onChange(rows.map((r) => (r.key === row.key ? next : r)))}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={add}>
          Add More Guarantor
        </Button>
      </div>
    </div>
  );
}
