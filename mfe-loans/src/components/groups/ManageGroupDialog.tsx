// "Manage Group" (facts §3.7, §4.2), for the group's creator: each place with its status ("Pending Invite", "Active
// Member", "Reject Invite", "Exited"); Resend Notification and Replace Invite for a pending or rejected invitation,
// Replace Member for the others (not me). The replace dialog asks Member Name + Member Email.
import { useState, type FormEvent } from 'react';
import { Badge, Button, ErrorState, Modal, Spinner, Table, TextField, useLoad, type TableColumn } from '@coop/shared';
import type { LoanGroupRequestRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { useCall, useLoansVersion } from '../useCall';
import styles from '../layout';

const PLACE_LABEL: Record<number, [string, 'warning' | 'success' | 'danger' | 'neutral']> = {
  0: ['Pending Invite', 'warning'],
  1: ['Active Member', 'success'],
  2: ['Reject Invite', 'danger'],
  3: ['Exited', 'neutral'],
};

function ReplaceDialog({ place, onClose }: { place: LoanGroupRequestRow | null; onClose: () => void }) {
  const invite = place ? place.status === 0 || place.status === 2 : false;
  const replace = useCall(`replace-${place?.request_id ?? 0}`);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!place) return;
    const body = { name, email, id: invite ? 0 : place.id, request_id: place.request_id };
    replace.run({ method: 'POST', path: invite ? `loanReplaceMembers/${place.request_id}` : 'loan/replace_member', body, successMessage: 'The invitation has been sent' });
    onClose();
  };
  return (
    <Modal open={place !== null} title={invite ? 'Replace Invite' : 'Replace Member'} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>Replacing {place?.name}. The new person is invited by e-mail with the group code.</p>
        <TextField label="Member Name" value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField label="Member Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || !email.trim()}>
            {invite ? 'Replace Invite' : 'Replace Member'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function ManageGroupDialog({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const version = useLoansVersion();
  const places = useLoad((signal) => loansApi.groupRequests(groupId ?? 0, signal), `requests-${groupId}-${version}`, groupId !== null);
  const [replacing, setReplacing] = useState<LoanGroupRequestRow | null>(null);
  const [resending, setResending] = useState<LoanGroupRequestRow | null>(null);
  const resend = useCall(`resend-invite-${resending?.request_id ?? 0}`);
  const columns: TableColumn<LoanGroupRequestRow>[] = [
    { key: 'name', header: 'Name', render: (p) => `${p.name}${p.is_creator ? ' (you)' : ''}` },
    { key: 'status', header: 'Status', render: (p) => <Badge tone={PLACE_LABEL[p.status][1]}>{PLACE_LABEL[p.status][0]}</Badge> },
    {
      key: 'action',
      header: 'Action',
      render: (p) =>
        p.is_creator ? null : p.status === 0 || p.status === 2 ? (
          <div className={styles.toggle}>
            <Button variant="secondary" onClick={() => setResending(p)}>
              Resend Notification
            </Button>
            <Button variant="ghost" onClick={() => setReplacing(p)}>
              Replace Invite
            </Button>
          </div>
        ) : (
          <Button variant="ghost" onClick={() => setReplacing(p)}>
            Replace Member
          </Button>
        ),
    },
  ];
  return (
    <Modal open={groupId !== null} title="Manage Group" onClose={onClose}>
      {places.status === 'error' ? (
        <ErrorState message={places.message} onRetry={places.retry} />
      ) : !places.data ? (
        <Spinner label="Loading the group…" />
      ) : (
        <Table caption="Group members and invitations" hideCaption columns={columns} rows={places.data} rowKey={(p) => p.request_id} />
      )}
      <ReplaceDialog place={replacing} onClose={() => setReplacing(null)} />
      <ConfirmAction
        open={resending !== null}
        task="resend"
        busy={resend.pending}
        onCancel={() => setResending(null)}
        onConfirm={() => {
          if (resending) resend.run({ method: 'GET', path: `loan/resend_join_notification/${resending.request_id}`, successMessage: 'The invitation has been sent again' });
          setResending(null);
        }}
      />
    </Modal>
  );
}
