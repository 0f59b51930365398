import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, ShareholdingFundingDialog, shareholdingGateText as gateText, type PaymentSource } from '@coop/shared';
import { fundBody, type FundBody } from '../../features/fundBody';
import { sharesCalls } from '../../features/shares/api';
import { useHolding } from '../../features/shares/useHolding';
import { useDialogCall } from '../calls/useDialogCall';
import { useRememberPaidCard } from '@coop/shared';
import type { GatedAction } from './useShareholdingGate';

/**
 * "Shareholding Funding" (facts §1.4), the kit's dialog: what the minimum is and a PayWith paying the shortfall into shares
 * (`addShareHoldingsFunds`, purpose `shareholding`, one Idempotency-Key per intent). The holding is read again after
 * the payment and the gate opens the action itself, without a success alert (dismissing one reloads the page). Props: `open`, `action` (which words the text ends with), `onClose`.
 */
const ACTION_WORDS: Record<GatedAction, string> = { fund: 'Fund other Accounts', target: 'create a Target' };

export function shareholdingGateText(minimum: string, action: GatedAction): string {
  return gateText(minimum, ACTION_WORDS[action]);
}

export function ShareholdingGateDialog({ open, action, onClose }: { open: boolean; action: GatedAction; onClose: () => void }) {
  const dispatch = useDispatch();
  const holding = useHolding();
  const fund = useDialogCall('shares-gate', open);
  const { dismiss } = fund;
  useRememberPaidCard(fund);

  useEffect(() => {
    if (open) dismiss();
  }, [open, dismiss]);

  // quiet (no success alert), but a refusal is said as everywhere else
  useEffect(() => {
    if (fund.error) dispatch(alertError(fund.error));
  }, [fund.error, dispatch]);

  const send = (body: FundBody) => fund.run({ ...sharesCalls.fund(body), quiet: true, successMessage: 'Your shareholding has been funded' });
  const pay = (source: PaymentSource, shortfall: string) => send(fundBody(shortfall, source));
  const retry = () => fund.intent && send(fund.intent.body as FundBody);

  return (
    <ShareholdingFundingDialog
      open={open}
      text={(minimum) => shareholdingGateText(minimum, action)}
      holding={{ data: holding.data, error: holding.status === 'error' ? holding.message : null, onRetry: holding.retry }}
      fund={{ pending: fund.pending, error: fund.error, onRetry: fund.intent ? retry : undefined }}
      onPay={pay}
      onClose={onClose}
    />
  );
}
