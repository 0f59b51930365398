import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, MESSAGES, Modal, Spinner, TextField, readAmount } from '@coop/shared';
import { bankDetailsRequested } from '../../features/bank/slice';
import { selectBankDetails } from '../../features/bank/selectors';
import { selectWithdrawal } from '../../features/withdrawal/selectors';
import { confirmRequested, flowReset, trackingStopped, verifyRequested } from '../../features/withdrawal/slice';
import { WithdrawalTimeline } from '../WithdrawalTimeline';
import { BankAccountSummary } from './BankAccountSummary';
import styles from '../Section.module.css';

export const PIN_MESSAGE = 'The withdrawal PIN is the 6 digits we e-mailed you';

type Errors = Partial<Record<'amount' | 'password' | 'pin', string>>;

/**
 * "Withdraw To Bank" (facts §3.5, spec §4): amount and password → the server mails a PIN (continue alert) →
 * "Confirm Withdrawal" with the PIN → the withdrawal's timeline, followed until it is confirmed or reversed.
 */
export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const flow = useSelector(selectWithdrawal);
  const bank = useSelector(selectBankDetails);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!open) return undefined;
    dispatch(flowReset());
    dispatch(bankDetailsRequested());
    setAmountText('');
    setPassword('');
    setPin('');
    setErrors({});
    // closing the dialog or leaving the page stops following the withdrawal
    return () => {
      dispatch(trackingStopped());
    };
  }, [open, dispatch]);

  const close = () => {
    dispatch(trackingStopped());
    dispatch(flowReset());
    onClose();
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(amountText);
    const next: Errors = {};
    if ('error' in read) next.amount = read.error;
    if (!password) next.password = MESSAGES.fieldRequired;
    setErrors(next);
    if ('error' in read || next.password) return;
    setAmount(read.amount);
    dispatch(verifyRequested({ amount: read.amount, password }));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = pin.trim();
    if (!/^\d{6}$/.test(trimmed)) {
      setErrors({ pin: trimmed ? PIN_MESSAGE : MESSAGES.fieldRequired });
      return;
    }
    setErrors({});
    dispatch(confirmRequested({ password, amount, withdrawal_pin: trimmed }));
  };

  const hasBank = bank.loaded && bank.data !== null;
  const step = flow.current ? 'status' : flow.proceed ? 'confirm' : 'verify';
  const title = step === 'confirm' ? 'Confirm Withdrawal' : step === 'status' ? 'Withdrawal Status' : 'Withdraw To Bank';

  return (
    <Modal open={open} title={title} onClose={close}>
      {step === 'verify' && (
        <div className={styles.stack}>
          <BankAccountSummary details={bank} onRetry={() => dispatch(bankDetailsRequested())} />
          <form className={styles.form} onSubmit={verify} noValidate>
            <TextField
              label="Enter Amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              error={errors.amount}
              required
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              required
            />
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={flow.verifying} disabled={!hasBank}>
                Withdraw
              </Button>
            </div>
          </form>
        </div>
      )}

      {step === 'confirm' && (
        <form className={styles.form} onSubmit={confirm} noValidate>
          {flow.verifyMessage && <p className={styles.info}>{flow.verifyMessage}</p>}
          <TextField
            label="Withdrawal Pin"
            name="withdrawal_pin"
            type="password"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            error={errors.pin}
            hint="The 6 digits we e-mailed you"
            required
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={close} disabled={flow.confirming}>
              Cancel
            </Button>
            <Button type="submit" loading={flow.confirming}>
              Confirm Withdrawal
            </Button>
          </div>
        </form>
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
