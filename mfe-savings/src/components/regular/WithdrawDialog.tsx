// "Withdraw" (facts §3.3): the bank details, Enter Amount and Password → `verifySavingsWithdrawal` mails a PIN →
// "Confirm Withdrawal" with the PIN → `savingsWithdrawal`, paid into the wallet. The kit's LeaveSocietyConfirm does
// both steps; `proceed` is the spec's continue flag (the password step passed, so the PIN step shows).
import { useCallback, useEffect, useState } from 'react';
import { AmountField, LeaveSocietyConfirm, Modal, useAmountField, useCloseWhenDone, useLoad, type PasswordAndPin } from '@coop/shared';
import { calls } from '../../features/calls';
import { plansApi } from '../../features/plans/api';
import { TAB_PATHS } from '../../features/plans/paths';
import { regularApi, regularCalls, WITHDRAWN_MESSAGE } from '../../features/regular/api';
import { loadableOf } from '../plan/loadableOf';
import { BankDetails } from './BankDetails';
import styles from '../plan/planStyles';

export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const version = calls.useVersion();
  const [proceed, setProceed] = useState(false);
  const withdraw = calls.useCall('regular-withdraw');
  const withdrawing = withdraw.pending;
  const bank = useLoad(async () => (await plansApi.bankDetails())?.data ?? null, `bank-${version}`, open);
  const amount = useAmountField();
  const { reset: resetAmount } = amount;

  const close = useCallback(() => {
    setProceed(false);
    onClose();
  }, [onClose]);
  useCloseWhenDone(withdraw, close);

  useEffect(() => {
    if (!open) return;
    setProceed(false);
    resetAmount();
  }, [open, resetAmount]);

  const confirm = (body: PasswordAndPin) =>
    withdraw.run({ ...regularCalls.withdraw(body, withdraw.intent?.body), successMessage: WITHDRAWN_MESSAGE, navigateTo: TAB_PATHS.regular });

  return (
    <Modal open={open} title={proceed ? 'Confirm Withdrawal' : 'Withdraw'} onClose={withdrawing ? () => undefined : close}>
      <div className={styles.stack}>
        {!proceed && <BankDetails bank={loadableOf(bank)} onRetry={bank.retry} />}
        {!proceed && <p className={styles.muted}>The amount is paid into your wallet.</p>}
        <LeaveSocietyConfirm
          step={proceed ? 'pin' : 'password'}
          readAmount={amount.read}
          verify={regularApi.verifyWithdrawal}
          onVerified={() => setProceed(true)}
          onConfirm={confirm}
          onCancel={close}
          confirming={withdrawing}
        >
          <AmountField label="Enter Amount" name="amount" required {...amount.field} />
        </LeaveSocietyConfirm>
      </div>
    </Modal>
  );
}
