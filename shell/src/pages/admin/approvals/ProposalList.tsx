// Proposals that wait for a second administrator, each with what it would do and who proposed it; Approve (carries it
// out, with an Idempotency-Key), Reject with a note, or Cancel one's own. The API decides who may: `can_approve` and
// `yours` come with every row. Used by the Approvals section and by Settings.
import { useRef, useState } from 'react';
import { Badge, Button, errorMessage, formatDateTime, newIdempotencyKey, NoteDialog, type BadgeTone } from '@coop/shared';
import type { Proposal, ProposalKind, ProposalStatus } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import styles from '../console/Section.module.css';

export const KIND_NAMES: Record<ProposalKind, string> = {
  settings: 'Settings change',
  dividend_funding: 'Dividend pool funding',
  dividend_declaration: 'Dividend declaration',
  investment_payout: 'Investment payout',
  adjustment: 'Manual adjustment',
};

const STATUS: Record<ProposalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const REJECT_NOTE_REQUIRED = 'Say why you reject it: the proposer reads it';

interface Props {
  proposals: Proposal[];
  /** a decision was made: the list (and the console's badges) reload */
  onDecided: (proposal: Proposal, message: string) => void;
  label: string;
}

function ProposalItem({ proposal, busy, onApprove, onReject, onCancel }: { proposal: Proposal; busy: boolean; onApprove: () => void; onReject: () => void; onCancel: () => void }) {
  const status = STATUS[proposal.status];
  const pending = proposal.status === 'pending';
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{proposal.summary}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className={styles.meta}>
        {KIND_NAMES[proposal.kind] ?? proposal.kind} · {proposal.yours ? 'Proposed by you' : `Proposed by ${proposal.proposed_by.name}`} on {formatDateTime(proposal.proposed_at)}
      </p>
      {proposal.decided_by && proposal.decided_at && (
        <p className={styles.meta}>
          {status.label} by {proposal.decided_by.name} on {formatDateTime(proposal.decided_at)}
          {proposal.decision_note ? `: “${proposal.decision_note}”` : ''}
        </p>
      )}
      {pending && (proposal.can_approve || proposal.yours) && (
        <div className={styles.actions}>
          {proposal.can_approve && !proposal.yours && (
            <>
              <Button onClick={onApprove} loading={busy}>
                Approve
              </Button>
              <Button variant="secondary" onClick={onReject} disabled={busy}>
                Reject
              </Button>
            </>
          )}
          {proposal.yours && (
            <Button variant="secondary" onClick={onCancel} loading={busy}>
              Cancel proposal
            </Button>
          )}
        </div>
      )}
      {pending && proposal.yours && <p className={styles.meta}>Another administrator must approve it before it takes effect.</p>}
    </li>
  );
}

export function ProposalList({ proposals, onDecided, label }: Props) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  // one key per approval intent: a second click after a lost reply is the same approval, never a second one
  const approvalKeys = useRef(new Map<number, string>());

  const act = async (proposal: Proposal, run: () => Promise<{ message: string; proposal: Proposal }>) => {
    setBusy(proposal.id);
    setError(null);
    try {
      const reply = await run();
      approvalKeys.current.delete(proposal.id);
      onDecided(reply.proposal, reply.message);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const approve = (proposal: Proposal) => {
    let key = approvalKeys.current.get(proposal.id);
    if (!key) {
      key = newIdempotencyKey();
      approvalKeys.current.set(proposal.id, key);
    }
    const idempotencyKey = key;
    void act(proposal, () => backOfficeApi.approveProposal(proposal.id, idempotencyKey));
  };

  const reject = async (note: string) => {
    if (!rejecting) return;
    setRejectError(null);
    setBusy(rejecting.id);
    try {
      const reply = await backOfficeApi.rejectProposal(rejecting.id, note);
      setRejecting(null);
      onDecided(reply.proposal, reply.message);
    } catch (e) {
      setRejectError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.list} aria-label={label}>
        {proposals.map((proposal) => (
          <ProposalItem
            key={proposal.id}
            proposal={proposal}
            busy={busy === proposal.id}
            onApprove={() => approve(proposal)}
            onReject={() => {
              setRejectError(null);
              setRejecting(proposal);
            }}
            onCancel={() => void act(proposal, () => backOfficeApi.cancelProposal(proposal.id))}
          />
        ))}
      </ul>
      <NoteDialog
        open={rejecting !== null}
        title="Reject the proposal"
        intro={rejecting?.summary}
        label="Why you reject it"
        requiredMessage={REJECT_NOTE_REQUIRED}
        submitLabel="Reject"
        submitVariant="danger"
        maxLength={500}
        busy={rejecting !== null && busy === rejecting.id}
        error={rejectError ?? undefined}
        onConfirm={(note) => void reject(note)}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
