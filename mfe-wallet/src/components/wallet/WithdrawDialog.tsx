import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, Button, LeaveSocietyConfirm, Modal, Spinner, useAmountField, type PasswordAndPin } from '@coop/shared';
import { bankDetailsRequested } from '../../features/bank/slice';
import { selectBankDetails } from '../../features/bank/selectors';
import { selectWithdrawal } from '../../features/withdrawal/selectors';
import { confirmRequested, flowReset, trackingStopped, verifySucceeded } from '../../features/withdrawal/slice';
import { WithdrawalTimeline } from '../WithdrawalTimeline';
import { BankAccountSummary } from './BankAccountSummary';
import styles from '@coop/shared/styles/layout.module.css';

/**
 * "Withdraw To Bank" (facts §3.5, spec §4): amount and password → the server mails a PIN (continue alert) →
 * "Confirm Withdrawal" with the PIN (the kit's LeaveSocietyConfirm) → the withdrawal's timeline, followed until it
 * is confirmed or reversed.
 */
export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const flow = useSelector(selectWithdrawal);
  const bank = useSelector(selectBankDetails);
  const amount = useAmountField();
  const { reset: resetAmount } = amount;

  useEffect(() => {
    if (!open) return undefined;
    dispatch(flowReset());
    dispatch(bankDetailsRequested());
    resetAmount();
    // closing the dialog or leaving the page stops following the withdrawal
    return () => {
      dispatch(trackingStopped());
    };
  }, [open, dispatch, resetAmount]);

  const close = () => {
    dispatch(trackingStopped());
    dispatch(flowReset());
    onClose();
  };

  const hasBank = bank.loaded && bank.data !== null;
  const step = flow.current ? 'status' : flow.proceed ? 'confirm' : 'verify';
  const title = step === 'confirm' ? 'Confirm Withdrawal' : step === 'status' ? 'Withdrawal Status' : 'Withdraw To Bank';

  return (
    <Modal open={open} title={title} onClose={close}>
      {step !== 'status' && (
        <div className={styles.stack}>
          {step === 'verify' && <BankAccountSummary details={bank} onRetry={() => dispatch(bankDetailsRequested())} />}
          <LeaveSocietyConfirm
            step={step === 'confirm' ? 'pin' : 'password'}
            readAmount={amount.read}
            onVerified={() => dispatch(verifySucceeded())}
            onConfirm={(body: PasswordAndPin) => dispatch(confirmRequested(body))}
            onCancel={close}
            confirming={flow.confirming}
            disabled={!hasBank}
          >
            <AmountField label="Enter Amount" name="amount" required {...amount.field} />
          </LeaveSocietyConfirm>
        </div>
      )}

      {step === 'status' && flow.current && (
        <div className={styles.stack}>
          {flow.resultMessage && (
            <p className={styles.info} role="status">
              {flow.resultMessage}
            </p>
          )}
          <WithdrawalTimeline withdrawal={flow.current} tracking={flow.tracking} />
          {flow.trackError && <p className={styles.error}>Could not refresh the status: {flow.trackError}{flow.tracking ? '. Still trying…' : ''}</p>}
          <div className={styles.formActions}>
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
      {step === 'status' && !flow.current && <Spinner label="Loading the withdrawal…" />}
    </Modal>
  );
}
