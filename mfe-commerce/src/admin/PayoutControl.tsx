// "Propose payout": paying every unpaid holder principal and returns takes two administrators — this one proposes
// it (the API answers 202 with the proposal), another approves it in the console's Approvals section, and only then
// is anything paid. Confirmed first; the API's refusal (before the maturity date …) is shown as it says it.
import { useState } from 'react';
import { Button, ConfirmDialog, formatDate, Link } from '@coop/shared';
import type { AdminInvestmentRow, PayoutRunReply, ProposedReply } from '@coop/api/contract';
import { useCall } from '../features/calls';
import { APPROVALS_SECTION } from './paths';
import styles from './Panel.module.css';

const isProposed = (reply: unknown): reply is ProposedReply => typeof reply === 'object' && reply !== null && 'proposal' in reply;

function PayoutOutcome({ reply }: { reply: ProposedReply | PayoutRunReply }) {
  if (!isProposed(reply)) {
    return (
      <p className={styles.message} role="status">
        Paid: {reply.paid} · Remaining: {reply.remaining}
      </p>
    );
  }
  return (
    <p className={styles.message} role="status">
      {reply.message} <Link to={APPROVALS_SECTION}>Open Approvals</Link> (proposal #{reply.proposal.id}: {reply.proposal.summary})
    </p>
  );
}

export function PayoutControl({ investment }: { investment: AdminInvestmentRow }) {
  const payout = useCall(`admin-investment-payout-${investment.id}`);
  const [asking, setAsking] = useState(false);
  const reply = payout.done ? (payout.reply as ProposedReply | PayoutRunReply | null) : null;
  const run = () => {
    payout.run({ method: 'POST', path: `admin/investments/${investment.id}/payout`, body: {}, successMessage: 'Payout proposed: another administrator must approve it' });
    setAsking(false);
  };
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Paying the holders takes two administrators: you propose the payout, another administrator approves it under Approvals, and then every unpaid holder is paid.</p>
      <div className={styles.row}>
        <Button onClick={() => setAsking(true)} loading={payout.pending} disabled={investment.status === 'paid' && investment.due_at_maturity === '0.00'}>
          Propose payout
        </Button>
        <span className={styles.meta}>Matures on {formatDate(investment.maturity_date)}</span>
      </div>
      {reply && <PayoutOutcome reply={reply} />}
      <ConfirmDialog
        open={asking}
        title="Propose payout"
        intro={`Propose paying every holder of ${investment.investment_type} who has not been paid their principal and returns, into their wallets? Nothing is paid until another administrator approves it; each holder is paid once.`}
        lines={[
          { label: 'Holders', text: String(investment.holders) },
          { label: 'Due at maturity', amount: investment.due_at_maturity, total: true },
        ]}
        confirmLabel="Yes, propose payout"
        cancelLabel="No"
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
