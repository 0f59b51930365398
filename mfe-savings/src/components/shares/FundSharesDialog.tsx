import { AmountThenPayDialog } from '@coop/shared';
import { fundBody, type FundBody } from '../../features/fundBody';
import { SHAREHOLDINGS_PATH, sharesCalls } from '../../features/shares/api';
import { useDialogCall } from '../calls/useDialogCall';
import { useRememberPaidCard } from '@coop/shared';

/**
 * The Shareholdings page's Quick Save, "Fund Your Account" (facts §3.4): Enter Amount, then PayWith (wallet, saved
 * or new card) → `addShareHoldingsFunds` with one Idempotency-Key per intent, then back to /shareholdings.
 * Props: `open`, `onClose`.
 */
export function FundSharesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fund = useDialogCall('shares-fund', open);
  useRememberPaidCard(fund);
  const send = (body: FundBody) =>
    fund.run({ ...sharesCalls.fund(body), successMessage: 'Your shareholding has been funded', navigateTo: SHAREHOLDINGS_PATH });
  return (
    <AmountThenPayDialog
      open={open}
      title="Fund Your Account"
      onClose={onClose}
      request={{ done: fund.done, pending: fund.pending, error: fund.error, canRetry: Boolean(fund.intent) }}
      reset={fund.dismiss}
      onPay={(amount, source) => send(fundBody(amount, source))}
      onRetry={() => fund.intent && send(fund.intent.body as FundBody)}
      amountHint="In naira, for example 5000 or 5000.50"
      purpose="shareholding"
      submitLabel="Add Fund"
    />
  );
}
