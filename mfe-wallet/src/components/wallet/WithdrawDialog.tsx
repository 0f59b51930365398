import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  AmountField, alertError, Button, LeaveSocietyConfirm, MESSAGES, Modal, navigate, SETTINGS_PATH, Spinner, useAmountField, useDialogCall, useLoad, type PasswordAndPin,
} from '@coop/shared';
import type { WithdrawReply } from '@coop/api/contract';
import { bankApi } from '../../features/bank/api';
import { useCall, useWalletVersion } from '../../features/calls';
import { useWhenDone, useWhenFailed } from '../../features/useWhenDone';
import { WALLET_PATH } from '../../features/wallet/api';
import { withdrawalPaths } from '../../features/withdrawal/api';
import { useWithdrawalTracking } from '../../features/withdrawal/useWithdrawalTracking';
import { WithdrawalTimeline } from '../WithdrawalTimeline';
import { BankAccountSummary } from './BankAccountSummary';
import styles from '@coop/shared/styles/layout.module.css';

/**
 * "Withdraw To Bank" (facts §3.5, spec §4): amount and password → the server mails a PIN (continue alert) →
 * "Confirm Withdrawal" with the PIN (the kit's LeaveSocietyConfirm) → the withdrawal's timeline, followed until it
 * is confirmed or reversed. The payout is a money call (its Idempotency-Key reused after a lost answer); its answer
 * is shown here, not in an alert.
 */
export function WithdrawDialog({ open, onSettled, onClose }: { open: boolean; onSettled: () => void; onClose: () => void }) {
  const dispatch = useDispatch();
  const version = useWalletVersion();
  const bank = useLoad((signal) => bankApi.details(signal), `bank-details-${version}`, open);
  // an unsettled payout stays on closing: the same withdrawal tried again reuses its key
  const confirm = useDialogCall(useCall('withdrawal-confirm'), open);
  const amount = useAmountField();
  const { reset: resetAmount } = amount;
  /** the password step passed: the Confirm Withdrawal step is shown (spec §4 "continue flag") */
  const [proceed, setProceed] = useState(false);
  /** the accepted withdrawal, whose timeline is on screen */
  const [accepted, setAccepted] = useState<WithdrawReply | null>(null);
  useWhenDone<WithdrawReply>(confirm, (reply) => {
    setProceed(false);
    setAccepted(reply);
  });
  const flow = useWithdrawalTracking(accepted ? accepted.withdrawal.id : null, accepted?.withdrawal ?? null, onSettled);

  // the payout is quiet (its success shows in the dialog): a refusal is alerted here, and the API's 422 'Please
  // Update your profile and bank account to continue' also sends the member to /settings (spec §4)
  useWhenFailed(confirm, (refusal) => {
    dispatch(alertError(refusal));
    if (refusal === MESSAGES.updateProfileAndBank) navigate(SETTINGS_PATH);
  });

  useEffect(() => {
    if (!open) return;
    setProceed(false);
    setAccepted(null);
    resetAmount();
  }, [open, resetAmount]);

  const close = () => {
    setProceed(false);
    setAccepted(null);
    confirm.dismiss();
    onClose();
  };

  const hasBank = bank.status === 'ready' && bank.data !== null;
  const current = flow.current ?? accepted?.withdrawal ?? null;
  const step = accepted ? 'status' : proceed ? 'confirm' : 'verify';
  const title = step === 'confirm' ? 'Confirm Withdrawal' : step === 'status' ? 'Withdrawal Status' : 'Withdraw To Bank';

  return (
    <Modal open={open} title={title} onClose={close}>
      {step !== 'status' && (
        <div className={styles.stack}>
          {step === 'verify' && <BankAccountSummary details={bank} onRetry={bank.retry} />}
          <LeaveSocietyConfirm
            step={step === 'confirm' ? 'pin' : 'password'}
            readAmount={amount.read}
            onVerified={() => setProceed(true)}
            onConfirm={(body: PasswordAndPin) =>
              confirm.run({ method: 'POST', path: withdrawalPaths.withdraw, body, money: true, quiet: true, successMessage: '', navigateTo: WALLET_PATH })
            }
            onCancel={close}
            confirming={confirm.pending}
            disabled={!hasBank}
          >
            <AmountField label="Enter Amount" name="amount" required {...amount.field} />
          </LeaveSocietyConfirm>
        </div>
      )}

      {step === 'status' && current && (
        <div className={styles.stack}>
          {accepted?.message && (
            <p className={styles.info} role="status">
              {accepted.message}
            </p>
          )}
          <WithdrawalTimeline withdrawal={current} tracking={flow.tracking} />
          {flow.error && <p className={styles.error}>Could not refresh the status: {flow.error}{flow.tracking ? '. Still trying…' : ''}</p>}
          <div className={styles.formActions}>
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
      {step === 'status' && !current && <Spinner label="Loading the withdrawal…" />}
    </Modal>
  );
}
