// "Withdraw" (facts §3.3): the bank details, Enter Amount and Password → `verifySavingsWithdrawal` mails a PIN →
// "Confirm Withdrawal" with the PIN → `savingsWithdrawal`, paid into the wallet. The kit's LeaveSocietyConfirm does
// both steps; `savings.proceed` is the spec's continue flag.
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountField, LeaveSocietyConfirm, Modal, useAmountField, type PasswordAndPin } from '@coop/shared';
import { selectPlans } from '../../features/plans/selectors';
import { bankRequested } from '../../features/plans/slice';
import { regularApi } from '../../features/regular/api';
import { selectRegular } from '../../features/regular/selectors';
import { withdrawRequested } from '../../features/regular/slice';
import { selectSavingsClient } from '../../features/savings/selectors';
import { proceedSet } from '../../features/savings/slice';
import { useCloseOnSave } from '../plan/useCloseOnSave';
import { BankDetails } from './BankDetails';
import styles from '../plan/planStyles';

export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const { proceed } = useSelector(selectSavingsClient);
  const { withdrawing, withdrawnCount } = useSelector(selectRegular);
  const { bank } = useSelector(selectPlans);
  const amount = useAmountField();
  const { reset: resetAmount } = amount;

  const close = useCallback(() => {
    dispatch(proceedSet(false));
    onClose();
  }, [dispatch, onClose]);
  useCloseOnSave(open, withdrawnCount, close);

  useEffect(() => {
    if (!open) return;
    dispatch(proceedSet(false));
    dispatch(bankRequested());
    resetAmount();
  }, [open, dispatch, resetAmount]);

  return (
    <Modal open={open} title={proceed ? 'Confirm Withdrawal' : 'Withdraw'} onClose={withdrawing ? () => undefined : close}>
      <div className={styles.stack}>
        {!proceed && <BankDetails bank={bank} onRetry={() => dispatch(bankRequested())} />}
        {!proceed && <p className={styles.muted}>The amount is paid into your wallet.</p>}
        <LeaveSocietyConfirm
          step={proceed ? 'pin' : 'password'}
          readAmount={amount.read}
          verify={regularApi.verifyWithdrawal}
          onVerified={() => dispatch(proceedSet(true))}
          onConfirm={(body: PasswordAndPin) => dispatch(withdrawRequested(body))}
          onCancel={close}
          confirming={withdrawing}
        >
          <AmountField label="Enter Amount" name="amount" required {...amount.field} />
        </LeaveSocietyConfirm>
      </div>
    </Modal>
  );
}
