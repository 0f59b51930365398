import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, ErrorState, formatNaira, Modal, PayWithRetry, Spinner, type PaymentSource } from '@coop/shared';
import { fundBody, type FundBody } from '../../features/fundBody';
import { sharesCalls } from '../../features/shares/api';
import { useHolding } from '../../features/shares/useHolding';
import { useDialogCall } from '../calls/useDialogCall';
import { useRememberPaidCard } from '../calls/useRememberPaidCard';
import type { GatedAction } from './useShareholdingGate';
import styles from '@coop/shared/styles/layout.module.css';

/**
 * "Shareholding Funding" (facts §1.4): what the minimum is and a PayWith paying the shortfall into shares
 * (`addShareHoldingsFunds`, purpose `shareholding`, one Idempotency-Key per intent). The holding is read again after
 * the payment and the gate opens the action itself, without a success alert (dismissing one reloads the page). Props: `open`, `action` (which words the text ends with), `onClose`.
 */
const ACTION_WORDS: Record<GatedAction, string> = { fund: 'Fund other Accounts', target: 'create a Target' };

export function shareholdingGateText(minimum: string, action: GatedAction): string {
  return `A minimum of ${formatNaira(minimum)} is required in your Shareholding before you can ${ACTION_WORDS[action]}`;
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
  const pay = (source: PaymentSource) => holding.data && send(fundBody(holding.data.shortfall, source));
  const retry = () => fund.intent && send(fund.intent.body as FundBody);
  const close = () => {
    if (fund.pending) return; // the answer to a payment on its way must have somewhere to show
    onClose();
  };

  const data = holding.data;
  return (
    <Modal open={open} title="Shareholding Funding" onClose={close}>
      {holding.status === 'error' ? (
        <ErrorState message={holding.message} onRetry={holding.retry} />
      ) : !data ? (
        <Spinner label="Loading your shareholding…" />
      ) : (
        <div className={styles.stack}>
          <p className={styles.info}>{shareholdingGateText(data.minimum, action)}</p>
          <dl className={styles.details}>
            <dt>Minimum Shareholding:</dt>
            <dd>{formatNaira(data.minimum)}</dd>
            <dt>Your Shareholding:</dt>
            <dd>{formatNaira(data.balance)}</dd>
            <dt>To pay now:</dt>
            <dd>{formatNaira(data.shortfall)}</dd>
          </dl>
          <PayWithRetry error={fund.error} onRetry={fund.intent ? retry : undefined} amount={data.shortfall} purpose="shareholding" submitLabel="Fund Shareholding" busy={fund.pending} onPaid={pay} onCancel={close} />
        </div>
      )}
    </Modal>
  );
}
