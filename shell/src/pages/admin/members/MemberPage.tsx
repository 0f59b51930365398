// /dashboard/members/{id}: a member's file: who they are and their profile, what the society holds for them, their
// loans, guarantees, orders, investments, cards, sign-ins and the audit rows about them, their statement, and the
// actions on their account. A number that is not an account's says so.
import { buttonClasses, EmptyState, Link, LoadState, useLoad, useParams } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { sectionHref } from '../console/sections';
import { MemberActions } from './MemberActions';
import { MemberAudit } from './MemberAudit';
import { MemberBalances } from './MemberBalances';
import { MemberIdentity, MemberProfile } from './MemberIdentity';
import { MemberLoans } from './MemberLoans';
import { MemberRecords } from './MemberRecords';
import { StatementDownload } from './StatementDownload';
import styles from '../console/Section.module.css';

function MemberFile({ member, onChanged }: { member: AdminMemberDetails; onChanged: () => void }) {
  return (
    <div className={styles.stack}>
      <MemberIdentity member={member} />
      <MemberActions member={member} onChanged={onChanged} />
      <MemberBalances member={member} />
      <MemberLoans member={member} />
      <MemberRecords member={member} />
      <StatementDownload memberId={member.id} />
      <MemberProfile member={member} />
      <MemberAudit member={member} />
    </div>
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
        {reply.data && <MemberFile member={reply.data.member} onChanged={reply.retry} />}
      </LoadState>
    </>
  );
}
