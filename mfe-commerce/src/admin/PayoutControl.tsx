// "Run payout": pays every unpaid holder principal and returns now (refused before the maturity date, with the API's
// message). Confirmed first; what the run paid and what remains is shown from its reply.
import { useState } from 'react';
import { Button, ConfirmDialog, formatDate } from '@coop/shared';
import type { AdminInvestmentRow, PayoutRunReply } from '@coop/api/contract';
import { useCall } from '../features/calls';
import styles from './Panel.module.css';

export function PayoutControl({ investment }: { investment: AdminInvestmentRow }) {
  const payout = useCall(`admin-investment-payout-${investment.id}`);
  const [asking, setAsking] = useState(false);
  const reply = payout.done ? (payout.reply as PayoutRunReply | null) : null;
  const run = () => {
    payout.run({ method: 'POST', path: `admin/investments/${investment.id}/payout`, body: {}, successMessage: 'Payout run' });
    setAsking(false);
  };
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <Button onClick={() => setAsking(true)} loading={payout.pending} disabled={investment.status === 'paid' && investment.due_at_maturity === '0.00'}>
          Run payout
        </Button>
        <span className={styles.meta}>Matures on {formatDate(investment.maturity_date)}</span>
      </div>
      {reply && (
        <p className={styles.message} role="status">
          Paid: {reply.paid} · Remaining: {reply.remaining}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Run payout"
        intro={`Pay every holder of ${investment.investment_type} who has not been paid their principal and returns now, into their wallets? Each holder is paid once.`}
        lines={[
          { label: 'Holders', text: String(investment.holders) },
          { label: 'Due at maturity', amount: investment.due_at_maturity, total: true },
        ]}
        confirmLabel="Yes, run payout"
        cancelLabel="No"
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
