import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, ErrorState, formatNaira, Modal, PayWithRetry, Spinner, type PaymentSource } from '@coop/shared';
import { fundBody } from '../../features/fundBody';
import { selectHolding, selectSharesFund } from '../../features/shares/selectors';
import { holdingRequested, sharesFundRequested, sharesFundReset } from '../../features/shares/slice';
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
  const holding = useSelector(selectHolding);
  const fund = useSelector(selectSharesFund);

  useEffect(() => {
    if (open) dispatch(sharesFundReset());
  }, [open, dispatch]);

  const pay = (source: PaymentSource) => holding.data && dispatch(sharesFundRequested({ body: fundBody(holding.data.shortfall, source), from: 'gate' }));
  const retry = () => fund.intent && dispatch(sharesFundRequested({ body: fund.intent.body, from: 'gate' }));
  const close = () => {
    if (fund.pending) return; // the answer to a payment on its way must have somewhere to show
    onClose();
  };

  const data = holding.data;
  return (
    <Modal open={open} title="Shareholding Funding" onClose={close}>
      {holding.error && !holding.loading ? (
        <ErrorState message={holding.error} onRetry={() => dispatch(holdingRequested())} />
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
