import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AmountThenPayDialog } from '@coop/shared';
import { selectFund } from '../../features/wallet/selectors';
import { fundRequested, fundReset } from '../../features/wallet/slice';

/**
 * "Fund Wallet" (facts §3.5): an exact amount, then a saved or a new card through PayWith (the wallet cannot fund
 * itself; the original dropped Wallet here) →
 * `save_wallet/store` with one Idempotency-Key per attempt. A retry after a lost reply reuses the key.
 */
export function FundWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useDispatch();
  const fund = useSelector(selectFund);
  const reset = useCallback(() => dispatch(fundReset()), [dispatch]);
  return (
    <AmountThenPayDialog
      open={open}
      title="Fund Wallet"
      onClose={onClose}
      request={{ done: fund.done, pending: fund.pending, error: fund.error, canRetry: Boolean(fund.intent) }}
      reset={reset}
      onPay={(amount, source) => dispatch(fundRequested({ amount, ...source }))}
      onRetry={() => fund.intent && dispatch(fundRequested(fund.intent.body))}
      amountHint="In naira, for example 5000 or 5000.50"
      purpose="wallet_funding"
      sources={['saved_card', 'new_card']}
      submitLabel="Add Fund"
    />
  );
}
