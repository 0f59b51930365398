// "Propose payout": paying every unpaid holder principal and returns takes two administrators — this one proposes
// it (the API answers 202 with the proposal), another approves it in the console's Approvals section, and only then
// is anything paid. Confirmed first. A payout that already waits is read from the API (so it still shows after a
// reload), with who proposed it and a link to Approvals; the API's refusal (before the maturity date …) is shown as
// it says it. No success alert: dismissing one reloads the page, and the answer belongs beside the button.
import { useState } from 'react';
import { Button, ConfirmDialog, ErrorState, formatDate, formatDateTime, FormError, Link, useLoad } from '@coop/shared';
import type { AdminInvestmentRow, Proposal, ProposedReply } from '@coop/api/contract';
import { useCall, useCommerceVersion } from '../features/calls';
import { commerceAdminApi } from '../features/admin/api';
import { APPROVALS_SECTION } from './paths';
import styles from './panelStyles';

const isProposed = (reply: unknown): reply is ProposedReply => typeof reply === 'object' && reply !== null && 'proposal' in reply && 'message' in reply;

function Waiting({ proposal, message }: { proposal: Proposal; message: string | null }) {
  return (
    <div className={styles.message} role="status">
      {message && <p className={styles.plain}>{message}</p>}
      <p className={styles.plain}>
        Waiting for another administrator’s approval: {proposal.summary} (proposal #{proposal.id}, proposed by {proposal.yours ? 'you' : proposal.proposed_by.name} on{' '}
        {formatDateTime(proposal.proposed_at)}). <Link to={APPROVALS_SECTION}>Open Approvals</Link>
      </p>
    </div>
  );
}

export function PayoutControl({ investment }: { investment: AdminInvestmentRow }) {
  const version = useCommerceVersion();
  const payout = useCall(`admin-investment-payout-${investment.id}`);
  const pending = useLoad((signal) => commerceAdminApi.pendingPayouts(signal), `payout-proposals-${version}`);
  const [asking, setAsking] = useState(false);
  const proposed = payout.done && isProposed(payout.reply) ? payout.reply : null;
  const waiting = pending.data?.proposals.find((p) => Number(p.payload.investment_id) === investment.id) ?? proposed?.proposal ?? null;
  const allPaid = investment.status === 'paid' && investment.due_at_maturity === '0.00';
  const run = () => {
    payout.run({ method: 'POST', path: `admin/investments/${investment.id}/payout`, body: {}, successMessage: 'Payout proposed: another administrator must approve it', quiet: true });
    setAsking(false);
  };
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Paying the holders takes two administrators: you propose the payout, another administrator approves it under Approvals, and then every unpaid holder is paid.</p>
      <div className={styles.row}>
        <Button onClick={() => setAsking(true)} loading={payout.pending} disabled={allPaid || waiting !== null || pending.status === 'loading'}>
          Propose payout
        </Button>
        <span className={styles.meta}>Matures on {formatDate(investment.maturity_date)}</span>
      </div>
      {pending.status === 'error' && <ErrorState message={`Whether a payout already waits could not be read: ${pending.message}`} onRetry={pending.retry} />}
      {waiting && <Waiting proposal={waiting} message={proposed?.message ?? null} />}
      <FormError message={payout.error} className={styles.error} />
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
