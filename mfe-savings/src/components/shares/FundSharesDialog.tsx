import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountThenPayDialog } from '@coop/shared';
import { fundBody } from '../../features/fundBody';
import { selectSharesFund } from '../../features/shares/selectors';
import { sharesFundRequested, sharesFundReset } from '../../features/shares/slice';

/**
 * The Shareholdings page's Quick Save, "Fund Your Account" (facts §3.4): Enter Amount, then PayWith (wallet, saved
 * or new card) → `addShareHoldingsFunds` with one Idempotency-Key per intent, then back to /shareholdings.
 * Props: `open`, `onClose`.
 */
export function FundSharesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const fund = useSelector(selectSharesFund);
  const reset = useCallback(() => dispatch(sharesFundReset()), [dispatch]);
  return (
    <AmountThenPayDialog
      open={open}
      title="Fund Your Account"
      onClose={onClose}
      request={{ done: fund.done, pending: fund.pending, error: fund.error, canRetry: Boolean(fund.intent) }}
      reset={reset}
      onPay={(amount, source) => dispatch(sharesFundRequested({ body: fundBody(amount, source), from: 'page' }))}
      onRetry={() => fund.intent && dispatch(sharesFundRequested({ body: fund.intent.body, from: 'page' }))}
      amountHint="In naira, for example 5000 or 5000.50"
      purpose="shareholding"
      submitLabel="Add Fund"
    />
  );
}
