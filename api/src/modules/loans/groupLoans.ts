// Group loans: the rules loanAdd and loanAccepted / loanDeclined call when a loan belongs to a group. A member of an
// active group asks the group; each other active member is asked to approve; the approvals that reach the admin's
// quorum each pledge a share of what the borrower's own savings do not cover (groups/shares.ts); at quorum the loan
// goes to the society; when the quorum can no longer be reached it is closed. Only current members answer and count
// (groups/approvers.ts): someone who has left gets the same 404 as a stranger.
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { GROUP_MEMBER_STATUS, GROUP_STATUS, GUARANTOR_STATUS, LOAN_STATUS, loanGroupMembers, loanGroups, loanGuarantors, loans, type Loan } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { formatNairaText } from '../../money/money';
import { placeLien } from '../savings';
import { getSettings } from '../settings';
import { closeLoan } from './close';
import { recordLoanEvent } from './events';
import { askToApprove, groupTally } from './groups/approvers';
import { currentMemberIds, GROUP_NOT_FOUND, holdCurrentPlace } from './groups/places';
import { groupShare } from './groups/shares';
import { LOAN_NOT_FOUND } from './loanRows';
import { tellMember, type LoanMailing } from './notices';
import { fullNameOf } from './people';
import { lienReference } from './references';
import { lockAnswerRow } from './answerRow';

export interface GroupLoanTerms {
  groupId: number;
  /** approvals needed: the admin's quorum now */
  quorum: number;
}

export const GROUP_NOT_ACTIVE = 'Your group becomes active once all five members have joined';
export const GROUP_APPROVED = 'You have approved this group loan';
export const GROUP_DECLINED = 'You have declined this group loan';
export const QUORUM_LOST = 'Not enough members of the group approved it';

export async function groupLoanTerms(executor: Executor, userId: number, groupId: number): Promise<GroupLoanTerms> {
  const [row] = await executor
    .select({ status: loanGroups.status })
    .from(loanGroupMembers)
    .innerJoin(loanGroups, eq(loanGroups.id, loanGroupMembers.groupId))
    .where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.userId, userId), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  if (row.status !== GROUP_STATUS.active) throw conflict(GROUP_NOT_ACTIVE);
  return { groupId, quorum: (await getSettings(executor)).groupLoanQuorum };
}

export async function openGroupLoanApprovals(tx: Transaction, loan: Loan, now: Date, mails: LoanMailing): Promise<void> {
  const [group] = await tx.select({ name: loanGroups.name }).from(loanGroups).where(eq(loanGroups.id, loan.groupId!));
  await askToApprove(tx, loan, group.name, [...(await currentMemberIds(tx, loan.groupId!))], now, mails);
}

export async function decideGroupApproval(tx: Transaction, loan: Loan, userId: number, accept: boolean, now: Date, mails: LoanMailing): Promise<string> {
  if (!(await holdCurrentPlace(tx, loan.groupId!, userId))) throw notFound(LOAN_NOT_FOUND);
  const { row, repeat } = await lockAnswerRow(tx, loan, userId, accept, 'This group loan is no longer waiting for approvals');
  if (repeat) return accept ? GROUP_APPROVED : GROUP_DECLINED;
  const wanted = accept ? GUARANTOR_STATUS.accepted : GUARANTOR_STATUS.cancelled;
  const { accepted, undecided, openPlaces } = await groupTally(tx, loan);
  const quorum = loan.quorum ?? 4;
  const who = await fullNameOf(tx, userId);
  if (accept) {
    const share = groupShare(loan, accepted + 1);
    if (share > 0n) await placeLien(tx, { userId, amountKobo: share, reason: 'guarantee', reference: lienReference(loan.id), now });
    await tx.update(loanGuarantors).set({ status: wanted, guaranteedKobo: share, decidedAt: now }).where(eq(loanGuarantors.id, row.id));
    await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'group_approved', note: `${who}: ${formatNairaText(share)}`, at: now });
    await tellMember(tx, { userId: loan.userId, title: 'Group loan approved by a member', message: `${who} approved your group loan (${accepted + 1} of ${quorum} approvals needed).`, link: '/loan' }, now, mails);
    if (accepted + 1 === quorum) {
      await tx.update(loans).set({ status: LOAN_STATUS.processing, updatedAt: now }).where(eq(loans.id, loan.id));
      await recordLoanEvent(tx, { loanId: loan.id, actorId: null, action: 'covered', note: `Quorum of ${quorum} reached`, at: now });
      await tellMember(tx, { userId: loan.userId, title: 'Group loan approved', message: `Your group approved your loan of ${formatNairaText(loan.amountKobo)}: it has been sent to the society for approval.`, link: '/loan' }, now, mails);
    }
    return GROUP_APPROVED;
  }
  await tx.update(loanGuarantors).set({ status: wanted, decidedAt: now }).where(eq(loanGuarantors.id, row.id));
  await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'group_declined', note: who, at: now });
  await tellMember(tx, { userId: loan.userId, title: 'Group loan declined by a member', message: `${who} declined your group loan.`, link: '/loan' }, now, mails);
  // my decline leaves the approvals given, the members yet to answer and whoever takes an open place
  if (accepted + (undecided - 1) + openPlaces < quorum) await closeLoan(tx, { loan, actorId: userId, action: 'group_declined', reason: QUORUM_LOST, now });
  return GROUP_DECLINED;
}
