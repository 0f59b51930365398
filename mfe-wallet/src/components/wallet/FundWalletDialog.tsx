import { AmountThenPayDialog, useDialogCall, useRememberPaidCard } from '@coop/shared';
import { useCall } from '../../features/calls';
import { WALLET_PATH, walletPaths, type FundWalletBody } from '../../features/wallet/api';

/**
 * "Fund Wallet" (facts §3.5): an exact amount, then a saved or a new card through PayWith (the wallet cannot fund
 * itself; the original dropped Wallet here) →
 * `save_wallet/store` with one Idempotency-Key per attempt. A retry after a lost reply reuses the key.
 */
export function FundWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // a funding whose outcome is unknown stays on reopening: the same funding asked again reuses its key
  const fund = useDialogCall(useCall('wallet-fund'), open);
  useRememberPaidCard(fund);
  const send = (body: FundWalletBody) => {
    fund.run({ method: 'POST', path: walletPaths.fund, body, money: true, successMessage: 'Your wallet has been funded', navigateTo: WALLET_PATH });
  };
  const intent = fund.intent as { body: FundWalletBody } | null;
  return (
    <AmountThenPayDialog
      open={open}
      title="Fund Wallet"
      onClose={onClose}
      request={{ done: fund.done, pending: fund.pending, error: fund.error, canRetry: Boolean(intent) }}
      reset={fund.dismiss}
      onPay={(amount, source) => send({ amount, ...source })}
      onRetry={() => intent && send(intent.body)}
      amountHint="In naira, for example 5000 or 5000.50"
      purpose="wallet_funding"
      sources={['saved_card', 'new_card']}
      submitLabel="Add Fund"
    />
  );
}
