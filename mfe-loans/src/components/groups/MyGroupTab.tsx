// MY GROUP (facts §3.7, §4.2): my groups and invitations with Approval (members), Manage (the creator), Group Details,
// Accept / Reject (a pending invitation), Exit (members), Request Group Loan (an active group), every action
// confirmed; Create Group and joining by code.
import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, EmptyState, ErrorState, getStoredUser, Section, Spinner, TextField, useLoad } from '@coop/shared';
import type { LoanGroupRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { LoanRequestDialog } from '../request/LoanRequestDialog';
import { useCall, useLoansVersion } from '../useCall';
import { CreateGroupDialog } from './CreateGroupDialog';
import { GroupApprovalsDialog } from './GroupApprovalsDialog';
import { GroupDetailsDialog } from './GroupDetailsDialog';
import { ManageGroupDialog } from './ManageGroupDialog';
import styles from '../layout';

type Pending = { task: 'accept' | 'reject' | 'exit'; group: LoanGroupRow } | null;

function JoinByCode() {
  const join = useCall('join-by-code');
  const [email, setEmail] = useState(getStoredUser()?.email ?? '');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.run({ method: 'POST', path: 'loan/join_group', body: { email: email.trim(), code: code.trim() }, successMessage: 'You have joined the group' });
  };
  return (
    <Card title="Join a group" headingLevel={3}>
      <form className={styles.row} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label="Group code" value={code} onChange={(e) => setCode(e.target.value)} placeholder="cub12345" required />
        <Button type="submit" loading={join.pending} disabled={!email.trim() || !code.trim()}>
          Join Group
        </Button>
      </form>
    </Card>
  );
}

export default function MyGroupTab() {
  const version = useLoansVersion();
  const groups = useLoad(loansApi.myGroups, `my-groups-${version}`);
  const guarantable = useLoad(loansApi.guarantable, `guarantable-${version}`);
  const me = getStoredUser() as { user_id?: number; id?: number } | null;
  const myId = me?.user_id ?? me?.id;
  const [creating, setCreating] = useState(false);
  const [approving, setApproving] = useState<number | null>(null);
  const [managing, setManaging] = useState<number | null>(null);
  const [details, setDetails] = useState<number | null>(null);
  const [borrowing, setBorrowing] = useState<LoanGroupRow | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const action = useCall(`group-${pending?.task ?? ''}-${pending?.group.group_id ?? 0}`);

  const confirm = () => {
    if (!pending) return;
    const { task, group } = pending;
    if (task === 'accept') action.run({ method: 'POST', path: 'loan/join_group', body: { email: getStoredUser()?.email ?? '', code: group.code }, successMessage: 'You have joined the group' });
    if (task === 'reject') action.run({ method: 'GET', path: `loan/reject_group/${group.request_id}`, successMessage: 'You have rejected the invitation' });
    if (task === 'exit') action.run({ method: 'POST', path: `loan/exit_group/${group.group_id}`, successMessage: 'You have left the group' });
    setPending(null);
  };

  let body;
  if (groups.status === 'error' && !groups.data) body = <ErrorState message={groups.message} onRetry={groups.retry} />;
  else if (!groups.data) body = <Spinner label="Loading your groups…" />;
  else if (!groups.data.length) body = <EmptyState title="You currently do not belong to any group" />;
  else
    body = (
      <div className={styles.cards}>
        {groups.data.map((g) => {
          const member = g.member_status !== 0;
          const invited = g.request_status !== 1;
          const creator = g.user_id === myId;
          return (
            <Card key={g.group_id} title={g.group_name} headingLevel={3}>
              <div className={styles.stack}>
                <dl className={styles.details}>
                  <dt>Status</dt>
                  <dd>
                    <Badge tone={g.group_status === 0 ? 'warning' : 'success'}>{g.group_status === 0 ? 'Pending' : 'Active'}</Badge>
                  </dd>
                  {invited && (
                    <>
                      <dt>Invited by</dt>
                      <dd>{g.invited_by}</dd>
                    </>
                  )}
                  <dt>Members</dt>
                  <dd>{g.active_members} of 5 joined</dd>
                  <dt>Code</dt>
                  <dd>{g.code}</dd>
                </dl>
                <div className={styles.actions}>
                  {member && (
                    <Button variant="secondary" onClick={() => setApproving(g.group_id)}>
                      Approval{g.pending_approvals ? ` (${g.pending_approvals})` : ''}
                    </Button>
                  )}
                  {creator && (
                    <Button variant="secondary" onClick={() => setManaging(g.group_id)}>
                      Manage
                    </Button>
                  )}
                  {member && (
                    <Button variant="ghost" onClick={() => setDetails(g.group_id)}>
                      Group Details
                    </Button>
                  )}
                  {member && g.group_status === 1 && <Button onClick={() => setBorrowing(g)}>Request Group Loan</Button>}
                  {invited && <Button onClick={() => setPending({ task: 'accept', group: g })}>Accept</Button>}
                  {invited && g.request_status === 0 && (
                    <Button variant="danger" onClick={() => setPending({ task: 'reject', group: g })}>
                      Reject
                    </Button>
                  )}
                  {member && (
                    <Button variant="danger" onClick={() => setPending({ task: 'exit', group: g })}>
                      Exit
                    </Button>
                  )}
                </div>
              </div>
            </Card>
          );
        })}
      </div>
    );

  return (
    <Section title="My Groups">
      <div className={styles.actions}>
        <Button onClick={() => setCreating(true)}>Create Group</Button>
      </div>
      {body}
      <JoinByCode />
      <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
      <GroupApprovalsDialog groupId={approving} onClose={() => setApproving(null)} />
      <ManageGroupDialog groupId={managing} onClose={() => setManaging(null)} />
      <GroupDetailsDialog groupId={details} onClose={() => setDetails(null)} />
      {borrowing && guarantable.data && (
        <LoanRequestDialog open guarantable={guarantable.data.balance} group={{ id: borrowing.group_id, name: borrowing.group_name }} onClose={() => setBorrowing(null)} />
      )}
      <ConfirmAction open={pending !== null} task={pending?.task ?? 'accept'} busy={action.pending} onCancel={() => setPending(null)} onConfirm={confirm} />
    </Section>
  );
}
