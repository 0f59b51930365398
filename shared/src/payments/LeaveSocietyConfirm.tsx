// The two-step confirmation wherever money leaves the society (facts §3.5, §4.7): step 1 the screen's fields and
// the member's password (the API mails a PIN for that amount), step 2 the PIN, then the screen's own request.
// The screen keeps which step is on show (spec §4 "continue flag") and names its dialog after it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import type { AmountReading } from '../ui/AmountFieldValue';
import { TextField } from '../ui/TextField';
import { MESSAGES } from '../validation/messages';
import { usePasswordStep, type VerifyPassword } from './usePasswordStep';
import type { PasswordAndPin } from './withdrawalPinApi';
import styles from './LeaveSocietyConfirm.module.css';

export const WITHDRAWAL_PIN_MESSAGE = 'The withdrawal PIN is the 6 digits we e-mailed you';

export type LeaveSocietyStep = 'password' | 'pin';

export interface LeaveSocietyConfirmProps {
  step: LeaveSocietyStep;
  /** the screen's own fields, above the password (the amount, where the money goes) */
  children?: ReactNode;
  /** checks the screen's fields when step 1 is submitted (`useAmountField().read`; the screen shows any error) */
  readAmount: () => AmountReading;
  /** step 1's request; `verifyPasswordBeforeWithdrawal` unless the area has its own */
  verify?: VerifyPassword;
  /** the PIN is on its way: the screen moves to step 'pin' */
  onVerified: (message: string) => void;
  /** step 2: the screen's request, with the password, the verified amount and the PIN */
  onConfirm: (body: PasswordAndPin) => void;
  onCancel: () => void;
  /** the screen's request is pending */
  confirming?: boolean;
  /** step 1 cannot start (e.g. no bank account to pay into) */
  disabled?: boolean;
  submitLabel?: string;
  confirmLabel?: string;
}

type Errors = Partial<Record<'password' | 'pin', string>>;

function StepActions({ label, busy, disabled = false, onCancel, cancelDisabled = false }: { label: string; busy: boolean; disabled?: boolean; onCancel: () => void; cancelDisabled?: boolean }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}

export function LeaveSocietyConfirm({
  step, children, readAmount, verify, onVerified, onConfirm, onCancel, confirming = false, disabled = false,
  submitLabel = 'Withdraw', confirmLabel = 'Confirm Withdrawal',
}: LeaveSocietyConfirmProps) {
  const passwordStep = usePasswordStep(verify);
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [verified, setVerified] = useState<{ amount: string; message: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readAmount();
    const passwordError = password ? undefined : MESSAGES.fieldRequired;
    setErrors({ password: passwordError });
    if (!('amount' in reading) || passwordError) return;
    const { amount } = reading;
    const message = await passwordStep.run({ password, amount });
    if (message === null) return;
    setVerified({ amount, message });
    onVerified(message);
  };

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = pin.trim();
    if (!/^\d{6}$/.test(trimmed)) {
      setErrors({ pin: trimmed ? WITHDRAWAL_PIN_MESSAGE : MESSAGES.fieldRequired });
      return;
    }
    setErrors({});
    if (verified) onConfirm({ password, amount: verified.amount, withdrawal_pin: trimmed });
  };

  if (step === 'pin') {
    return (
      <form className={styles.form} onSubmit={submitPin} noValidate>
        {verified?.message && <p className={styles.info}>{verified.message}</p>}
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
        <StepActions label={confirmLabel} busy={confirming} onCancel={onCancel} cancelDisabled={confirming} />
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={submitPassword} noValidate>
      {children}
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
      <StepActions label={submitLabel} busy={passwordStep.verifying} disabled={disabled} onCancel={onCancel} />
    </form>
  );
}
