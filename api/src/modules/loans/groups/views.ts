// Loan groups as the MY GROUP tab reads them (facts §2.6, §4.2): every other person's e-mail masked, approvals counted
// among the group's current members only.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LoanGroupApprovalRow, LoanGroupLoanRow, LoanGroupMemberRow, LoanGroupRequestRow, LoanGroupRow } from '../../../contract';
import type { Executor } from '../../../db/client';
import { GROUP_MEMBER_STATUS, GUARANTOR_STATUS, LOAN_STATUS, loanGroupMembers, loanGroups, loanGuarantors, loans, users, type LoanGroup, type LoanGroupMember } from '../../../db/schema';
import { formatKobo } from '../../../money/money';
import { lagosDate } from '../../../time/lagos';
import { emailSeenBy } from '../maskedEmail';
import { repaymentFigures } from '../repaymentState';
import { groupShare } from './shares';
import { LIVE_STATUSES, myPlaces, type Person } from './places';

const wireStatus = (status: number) => (status === GROUP_MEMBER_STATUS.replaced ? GROUP_MEMBER_STATUS.exited : status) as 0 | 1 | 2 | 3;

export async function myGroupRows(executor: Executor, person: Person): Promise<LoanGroupRow[]> {
  const places = await myPlaces(executor, person);
  if (!places.length) return [];
  const ids = places.map((p) => p.groupId);
  const groups = new Map((await executor.select().from(loanGroups).where(inArray(loanGroups.id, ids))).map((g) => [g.id, g]));
  const counts = await executor
    .select({ groupId: loanGroupMembers.groupId, n: sql<number>`count(*)::int` })
    .from(loanGroupMembers)
    .where(and(inArray(loanGroupMembers.groupId, ids), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)))
    .groupBy(loanGroupMembers.groupId);
  const pending = await executor
    .select({ groupId: loans.groupId, n: sql<number>`count(*)::int` })
    .from(loanGuarantors)
    .innerJoin(loans, eq(loans.id, loanGuarantors.loanId))
    .where(and(inArray(loans.groupId, ids), eq(loanGuarantors.userId, person.id), eq(loanGuarantors.status, GUARANTOR_STATUS.pending), eq(loans.status, LOAN_STATUS.pending)))
    .groupBy(loans.groupId);
  const creatorIds = [...new Set([...groups.values()].map((g) => g.creatorId))];
  const creators = new Map((await executor.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds))).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const activeBy = new Map(counts.map((c) => [Number(c.groupId), Number(c.n)]));
  const pendingBy = new Map(pending.map((c) => [Number(c.groupId), Number(c.n)]));
  return places.map((place) => {
    const group = groups.get(place.groupId)!;
    return {
      group_id: group.id,
      group_name: group.name,
      group_status: group.status,
      member_status: place.status === GROUP_MEMBER_STATUS.active ? 1 : 0,
      request_status: wireStatus(place.status),
      request_id: place.id,
      code: group.code,
      user_id: group.creatorId,
      invited_by: creators.get(group.creatorId) ?? 'A member',
      active_members: activeBy.get(group.id) ?? 0,
      pending_approvals: pendingBy.get(group.id) ?? 0,
    };
  });
}

async function places(executor: Executor, groupId: number): Promise<LoanGroupMember[]> {
  return executor
    .select()
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, groupId), inArray(loanGroupMembers.status, [...LIVE_STATUSES, GROUP_MEMBER_STATUS.exited])))
    .orderBy(asc(loanGroupMembers.id));
}

export async function memberRows(executor: Executor, groupId: number, reader: Person): Promise<LoanGroupMemberRow[]> {
  return (await places(executor, groupId)).map((p) => ({ name: p.name, email: emailSeenBy(reader, p), status: wireStatus(p.status), is_creator: p.isCreator }));
}

export async function requestRows(executor: Executor, groupId: number, reader: Person): Promise<LoanGroupRequestRow[]> {
  return (await places(executor, groupId)).map((p) => ({
    name: p.name,
    email: emailSeenBy(reader, p),
    status: wireStatus(p.status),
    request_id: p.id,
    id: p.userId ?? 0,
    is_creator: p.isCreator,
    notified_at: p.notifiedAt?.toISOString() ?? null,
  }));
}

/** per loan: the approvals of the group's current members (what counts towards the quorum) and every pledge still made */
async function approvalCounts(executor: Executor, groupId: number, loanIds: number[]): Promise<Map<number, { accepted: number; pledged: bigint }>> {
  if (!loanIds.length) return new Map();
  const current = sql`exists (select 1 from ${loanGroupMembers} where ${loanGroupMembers.groupId} = ${groupId} and ${loanGroupMembers.userId} = ${loanGuarantors.userId} and ${loanGroupMembers.status} = ${GROUP_MEMBER_STATUS.active})`;
  const rows = await executor
    .select({
      loanId: loanGuarantors.loanId,
      accepted: sql<number>`count(*) filter (where ${loanGuarantors.status} = ${GUARANTOR_STATUS.accepted} and ${current})::int`,
      pledged: sql<string>`coalesce(sum(${loanGuarantors.guaranteedKobo}) filter (where ${loanGuarantors.status} = ${GUARANTOR_STATUS.accepted}), 0)::text`,
    })
    .from(loanGuarantors)
    .where(inArray(loanGuarantors.loanId, loanIds))
    .groupBy(loanGuarantors.loanId);
  return new Map(rows.map((r) => [Number(r.loanId), { accepted: Number(r.accepted), pledged: BigInt(r.pledged) }]));
}

export async function groupLoanRows(executor: Executor, groupId: number, now: Date): Promise<LoanGroupLoanRow[]> {
  const rows = await executor
    .select({ loan: loans, firstName: users.firstName, lastName: users.lastName })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(eq(loans.groupId, groupId))
    .orderBy(sql`${loans.id} desc`)
    .limit(200);
  const figures = await repaymentFigures(executor, rows.map((r) => r.loan), lagosDate(now));
  const counts = await approvalCounts(executor, groupId, rows.map((r) => r.loan.id));
  return rows.map(({ loan, firstName, lastName }) => ({
    loan_id: loan.id,
    first_name: firstName,
    last_name: lastName,
    loan_amount: formatKobo(loan.amountKobo),
    amount_repaid: formatKobo(figures.get(loan.id)!.repaidKobo),
    guaranteed_amount: formatKobo(counts.get(loan.id)?.pledged ?? 0n),
    loan_due_date: loan.endDate,
    loan_status: loan.status,
    approvals: counts.get(loan.id)?.accepted ?? 0,
    quorum: loan.quorum ?? 0,
  }));
}

export async function approvalRows(executor: Executor, group: LoanGroup, userId: number): Promise<LoanGroupApprovalRow[]> {
  const rows = await executor
    .select({ loan: loans, firstName: users.firstName, lastName: users.lastName })
    .from(loanGuarantors)
    .innerJoin(loans, eq(loans.id, loanGuarantors.loanId))
    .innerJoin(users, eq(users.id, loans.userId))
    .where(and(eq(loans.groupId, group.id), eq(loanGuarantors.userId, userId), eq(loanGuarantors.status, GUARANTOR_STATUS.pending), eq(loans.status, LOAN_STATUS.pending)))
    .orderBy(asc(loans.id));
  const counts = await approvalCounts(executor, group.id, rows.map((r) => r.loan.id));
  return rows.map(({ loan, firstName, lastName }) => {
    const accepted = counts.get(loan.id)?.accepted ?? 0;
    return {
      group_name: group.name,
      loan_amount: formatKobo(loan.amountKobo),
      repayment_amount: formatKobo(loan.instalmentKobo),
      loan_group: String(group.id),
      loan_id: loan.id,
      first_name: firstName,
      last_name: lastName,
      my_share: formatKobo(groupShare(loan, accepted + 1)),
      approvals: accepted,
      quorum: loan.quorum ?? 0,
    };
  });
}
