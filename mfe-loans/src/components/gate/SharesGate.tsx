// The shareholding minimum before Request Loan (facts §1.4): below it, "Shareholding Funding" with the dialog's text
// and PayWith paying the shortfall into shares (`addShareHoldingsFunds`); once paid, the loan form opens.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState, formatNaira, lagosToday, Modal, PayWithRetry, Spinner, useLoad, type PaymentSource } from '@coop/shared';
import { loansApi } from '../../features/api';
import { useCall, useLoansVersion } from '../useCall';
import styles from '../layout';

export const gateText = (minimum: string) => `A minimum of ${formatNaira(minimum)} is required in your Shareholding before you can Request for Loan`;

export function useSharesGate(): { guard: (then: () => void) => void; dialog: ReactNode } {
  const version = useLoansVersion();
  const holding = useLoad(loansApi.shareHolding, `holding-${version}`);
  const fund = useCall('shares-gate');
  const [open, setOpen] = useState(false);
  const waiting = useRef<(() => void) | null>(null);
  const met = holding.data?.minimum_met ?? false;

  useEffect(() => {
    if (!met || !waiting.current) return;
    const then = waiting.current;
    waiting.current = null;
    setOpen(false);
    then();
  }, [met]);

  const guard = (then: () => void) => {
    if (met) return then();
    waiting.current = then;
    fund.reset();
    setOpen(true);
  };
  const close = () => {
    if (fund.pending) return;
    waiting.current = null;
    setOpen(false);
  };
  const data = holding.data;
  const pay = (source: PaymentSource) =>
    data && fund.run({ method: 'POST', path: 'addShareHoldingsFunds', money: true, quiet: true, body: { amount: data.shortfall, date_time: lagosToday(), ...source }, successMessage: 'Shareholding funded' });
  const retry = () => fund.intent && fund.run({ method: 'POST', path: 'addShareHoldingsFunds', money: true, quiet: true, body: fund.intent.body, successMessage: 'Shareholding funded' });

  const dialog = (
    <Modal open={open} title="Shareholding Funding" onClose={close}>
      {holding.status === 'error' ? (
        <ErrorState message={holding.message} onRetry={holding.retry} />
      ) : !data ? (
        <Spinner label="Loading your shareholding…" />
      ) : (
        <div className={styles.stack}>
          <p className={styles.info}>{gateText(data.minimum)}</p>
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
  return { guard, dialog };
}
