// /dashboard/members/{id}: a member's file: who they are and their profile, what the society holds for them, their
// loans, guarantees, orders, investments, cards, sign-ins and the audit rows about them, their statement, and the
// actions on their account. A number that is not an account's says so.
import { useLoad, useParams } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import { recordIdFrom, RecordPage } from '../console/RecordPage';
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
  const memberId = recordIdFrom(id);
  const reply = useLoad((signal) => backOfficeApi.member(memberId ?? 0, signal), String(memberId), memberId !== null);
  return (
    <RecordPage section="members" noun="member" rawId={id} recordId={memberId} reply={reply}>
      {(data) => <MemberFile member={data.member} onChanged={reply.retry} />}
    </RecordPage>
  );
}
