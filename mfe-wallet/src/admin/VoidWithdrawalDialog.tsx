import { useEffect, useState, type FormEvent } from 'react';
import { Button, formatNaira, Modal, TextField } from '@coop/shared';
import type { AdminWithdrawal } from '@coop/api/contract';
import styles from '../components/layout.module.css';

export const REASON_REQUIRED = 'A reason is required to void a withdrawal';

/** Confirms a void: the money goes back to the member's wallet, with the administrator's reason on record. */
export function VoidWithdrawalDialog({ withdrawal, onConfirm, onClose }: { withdrawal: AdminWithdrawal | null; onConfirm: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setReason('');
    setError(undefined);
  }, [withdrawal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3) {
      setError(REASON_REQUIRED);
      return;
    }
    onConfirm(text);
  };

  return (
    <Modal open={withdrawal !== null} title="Void withdrawal" onClose={onClose}>
      {withdrawal && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>
            Void {withdrawal.reference} of {formatNaira(withdrawal.amount)} for {withdrawal.member_name}? The money goes back to the member’s wallet. Do
            this only when the bank has not paid it.
          </p>
          <TextField label="Reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} error={error} maxLength={300} required />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Void withdrawal
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
