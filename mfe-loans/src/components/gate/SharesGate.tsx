// The shareholding minimum before Request Loan (facts §1.4): the kit's gate, with the holding and the payment of the
// shortfall into shares (`addShareHoldingsFunds`) made through this remote's calls; once paid, the loan form opens.
import type { ReactNode } from 'react';
import { lagosToday, ShareholdingFundingDialog, shareholdingGateText, useLoad, useShareholdingGuard, type PaymentSource } from '@coop/shared';
import { loansApi } from '../../features/loans/api';
import { useCall, useLoansVersion } from '../useCall';

export const gateText = (minimum: string) => shareholdingGateText(minimum, 'Request for Loan');

export function useSharesGate(): { guard: (then: () => void) => void; dialog: ReactNode } {
  const version = useLoansVersion();
  const holding = useLoad(loansApi.shareHolding, `holding-${version}`);
  const fund = useCall('shares-gate');
  const gate = useShareholdingGuard(holding.data?.minimum_met ?? false, fund.reset);

  const send = (body: unknown) => fund.run({ method: 'POST', path: 'addShareHoldingsFunds', money: true, quiet: true, body, successMessage: 'Shareholding funded' });
  const pay = (source: PaymentSource, shortfall: string) => send({ amount: shortfall, date_time: lagosToday(), ...source });
  const retry = () => fund.intent && send(fund.intent.body);

  const dialog = (
    <ShareholdingFundingDialog
      open={gate.open}
      text={gateText}
      holding={{ data: holding.data, error: holding.status === 'error' ? holding.message : null, onRetry: holding.retry }}
      fund={{ pending: fund.pending, error: fund.error, onRetry: fund.intent ? retry : undefined }}
      onPay={pay}
      onClose={gate.close}
    />
  );
  return { guard: gate.guard, dialog };
}
