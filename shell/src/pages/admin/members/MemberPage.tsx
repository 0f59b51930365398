// /dashboard/members/{id}: one account as far as the console knows it today: who, role, membership, verification
// and profile. A number that is not an account's says so.
import { Badge, buttonClasses, Card, EmptyState, formatDate, formatDateTime, Link, LoadState, useLoad, useParams } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { sectionHref } from '../console/sections';
import styles from '../console/Section.module.css';

const ROLE_NAMES: Record<AdminMemberDetails['role'], string> = { SA: 'Super administrator', ADMIN: 'Administrator', MEMBER: 'Member' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MemberFile({ member }: { member: AdminMemberDetails }) {
  const name = [member.first_name, member.middle_name, member.last_name].filter(Boolean).join(' ') || member.email;
  return (
    <>
      <Card title={name}>
        <dl className={styles.facts}>
          <Fact label="E-mail">{member.email}</Fact>
          <Fact label="Phone">{member.phone_no || '–'}</Fact>
          <Fact label="Role">
            {ROLE_NAMES[member.role]}
            {member.role_changed_at &&
              ` (since ${formatDateTime(member.role_changed_at)}${member.role_changed_by ? `, by ${member.role_changed_by.name}` : ''})`}
          </Fact>
          <Fact label="Membership">
            {member.member_status ? <Badge tone="success">Member</Badge> : <Badge tone="neutral">Not yet a member</Badge>}
            {member.member_since && ` since ${formatDate(member.member_since)}`}
          </Fact>
          <Fact label="E-mail address">{member.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}</Fact>
          <Fact label="Signed up">{formatDate(member.created_at)}</Fact>
        </dl>
      </Card>
      <Card title="Profile">
        {member.profile ? (
          <dl className={styles.facts}>
            <Fact label="Address">{member.profile.address || '–'}</Fact>
            <Fact label="State of origin">{[member.profile.state_of_origin, member.profile.local_govt].filter(Boolean).join(', ') || '–'}</Fact>
            <Fact label="Occupation">{member.profile.occupation || '–'}</Fact>
            <Fact label="Next of kin">
              {[member.profile.next_of_kin, member.profile.next_of_kin_phone_no].filter(Boolean).join(', ') || '–'}
            </Fact>
          </dl>
        ) : (
          <EmptyState title="No profile yet" description="This person has not filled in their profile." />
        )}
      </Card>
    </>
  );
}

export function MemberPage() {
  const { id } = useParams();
  const memberId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  const reply = useLoad((signal) => backOfficeApi.member(memberId ?? 0, signal), String(memberId), memberId !== null);
  const back = (
    <Link to={sectionHref('members')} className={styles.back}>
      ‹ All members
    </Link>
  );
  if (memberId === null) {
    return (
      <>
        {back}
        <EmptyState
          title="There is no such member"
          description={`“${id ?? ''}” is not a member number.`}
          action={
            <Link to={sectionHref('members')} className={buttonClasses({ variant: 'secondary' })}>
              Back to the members
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {back}
      <LoadState
        loading={reply.status === 'loading'}
        error={reply.status === 'error' ? reply.message : null}
        empty={false}
        loadingLabel="Loading the member…"
        emptyTitle=""
        onRetry={reply.retry}
        hasData={Boolean(reply.data)}
      >
        {reply.data && <MemberFile member={reply.data.member} />}
      </LoadState>
    </>
  );
}
