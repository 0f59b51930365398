// The decisions open on a withdrawal's page: Retry (sent again with the same reference) and Void (the money back to the
// wallet, with a reason), each asking the provider first; Send with OTP while the provider holds the transfer for the
// OTP it sent the society; or why none is open. The answer shows here, in the API's words.
import { useState } from 'react';
import { Button, FormError, TextField, YoursNote } from '@coop/shared';
import type { AdminWithdrawalDetails } from '@coop/api/contract';
import type { useWithdrawalActions } from '../features/admin/useWithdrawalActions';
import { VoidWithdrawalDialog } from './VoidWithdrawalDialog';
import styles from './panelStyles';

export function WithdrawalActions({ withdrawal, actions: action }: { withdrawal: AdminWithdrawalDetails; actions: ReturnType<typeof useWithdrawalActions> }) {
  const [voiding, setVoiding] = useState(false);
  const [otp, setOtp] = useState('');
  const busy = action.pending !== null;
  const pendingHere = action.pending;
  const open = (kind: AdminWithdrawalDetails['open_actions'][number]) => withdrawal.open_actions.includes(kind);

  return (
    <div className={styles.panel}>
      {action.message && (
        <p className={styles.message} role="status">
          {action.message}
        </p>
      )}
      <FormError message={action.error} className={styles.error} />
      {withdrawal.yours ? (
        <YoursNote thing="withdrawal" />
      ) : withdrawal.open_actions.length === 0 ? (
        withdrawal.closed_because && <p className={styles.meta}>{withdrawal.closed_because}</p>
      ) : (
        <div className={styles.actions}>
          {open('retry') && (
            <Button variant="secondary" onClick={action.retry} loading={pendingHere === 'retry'} disabled={busy}>
              Retry
            </Button>
          )}
          {open('finalize') && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                action.finalize(otp.trim());
              }}
            >
              <TextField label="OTP from Paystack" hint="Paystack holds this transfer until the OTP it sent the society is entered" inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(event) => setOtp(event.target.value)} />
              <Button type="submit" loading={pendingHere === 'finalize'} disabled={busy || !otp.trim()}>
                Send with OTP
              </Button>
            </form>
          )}
          {open('void') && (
            <Button variant="danger" onClick={() => setVoiding(true)} loading={pendingHere === 'void'} disabled={busy}>
              Void
            </Button>
          )}
        </div>
      )}
      <VoidWithdrawalDialog
        withdrawal={voiding ? { reference: withdrawal.reference, amount: withdrawal.amount, member_name: withdrawal.member.name } : null}
        onConfirm={(reason) => {
          setVoiding(false);
          action.void(reason);
        }}
        onClose={() => setVoiding(false)}
      />
    </div>
  );
}
