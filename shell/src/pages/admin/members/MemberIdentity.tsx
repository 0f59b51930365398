// Who the member is: name, contact, role, membership, verification, suspension, then their profile and the bank
// account on file (the API sends only its last four digits).
import { Badge, Card, EmptyState, formatDate, formatDateTime } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { Fact } from '../console/Fact';
import styles from '../console/Section.module.css';

const ROLE_NAMES: Record<AdminMemberDetails['role'], string> = { SA: 'Super administrator', ADMIN: 'Administrator', MEMBER: 'Member' };
const REVIEW_NAMES = { approved: 'Approved', held: 'Held for review', rejected: 'Rejected' } as const;

export const fullName = (member: AdminMemberDetails) => [member.first_name, member.middle_name, member.last_name].filter(Boolean).join(' ') || member.email;

export function MemberIdentity({ member }: { member: AdminMemberDetails }) {
  return (
    <Card title={fullName(member)}>
      <dl className={styles.facts}>
        <Fact label="E-mail">{member.email}</Fact>
        <Fact label="Phone">{member.phone_no || '–'}</Fact>
        <Fact label="Role">
          {ROLE_NAMES[member.role]}
          {member.role_changed_at && ` (since ${formatDateTime(member.role_changed_at)}${member.role_changed_by ? `, by ${member.role_changed_by.name}` : ''})`}
        </Fact>
        <Fact label="Membership">
          {member.member_status ? <Badge tone="success">Member</Badge> : <Badge tone="neutral">Not yet a member</Badge>}
          {member.member_since && ` since ${formatDate(member.member_since)}`}
        </Fact>
        <Fact label="E-mail address">{member.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}</Fact>
        <Fact label="Account">
          {member.suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
          {member.suspended && member.suspended_at && ` since ${formatDateTime(member.suspended_at)}${member.suspended_by ? `, by ${member.suspended_by.name}` : ''}`}
        </Fact>
        {member.suspended && member.suspension_reason && <Fact label="Reason">{member.suspension_reason}</Fact>}
        <Fact label="Signed up">{formatDate(member.created_at)}</Fact>
      </dl>
    </Card>
  );
}

export function MemberProfile({ member }: { member: AdminMemberDetails }) {
  const bank = member.bank_account;
  return (
    <Card title="Profile">
      {member.profile || bank ? (
        <dl className={styles.facts}>
          {member.profile && (
            <>
              <Fact label="Address">{member.profile.address || '–'}</Fact>
              <Fact label="State of origin">{[member.profile.state_of_origin, member.profile.local_govt].filter(Boolean).join(', ') || '–'}</Fact>
              <Fact label="Occupation">{member.profile.occupation || '–'}</Fact>
              <Fact label="Next of kin">{[member.profile.next_of_kin, member.profile.next_of_kin_phone_no].filter(Boolean).join(', ') || '–'}</Fact>
            </>
          )}
          <Fact label="Bank account">
            {bank ? `${bank.bank_name}, ${bank.account_no}, ${bank.account_name} (${REVIEW_NAMES[bank.review_status]})` : 'None on file'}
          </Fact>
        </dl>
      ) : (
        <EmptyState title="No profile yet" description="This person has not filled in their profile or added a bank account." />
      )}
    </Card>
  );
}
