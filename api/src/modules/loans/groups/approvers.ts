// Who answers for a group on a group loan: its current members. Each other member is asked when the loan is made, and
// a member who joins later (taking a place someone left) is asked about the loans still waiting for approvals. The
// tally counts current members only: the approval of someone who has left no longer counts, and a loan that falls
// below the quorum that way waits for more approvals (from the members left and whoever takes the open place).
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, loans, type Loan, type LoanGroup } from '../../../db/schema';
import { formatNairaText } from '../../../money/money';
import { tellMember, type LoanMailing } from '../notices';
import { fullNameOf } from '../people';
import { currentMemberIds, GROUP_SIZE } from './places';
import { groupShare } from './shares';

/** asks each of `userIds` not yet asked to approve the group loan */
export async function askToApprove(tx: Transaction, loan: Loan, groupName: string, userIds: number[], now: Date, mails: LoanMailing): Promise<void> {
  const others = userIds.filter((id) => id !== loan.userId);
  if (!others.length) return;
  const asked = await tx
    .insert(loanGuarantors)
    .values(others.map((userId) => ({ loanId: loan.id, userId, guaranteedKobo: 0n, notifiedAt: now, createdAt: now })))
    .onConflictDoNothing()
    .returning({ userId: loanGuarantors.userId });
  if (!asked.length) return;
  const borrower = await fullNameOf(tx, loan.userId);
  for (const { userId } of asked) {
    await tellMember(
      tx,
      {
        userId,
        title: 'Group loan approval',
        message: `${borrower} asked the group ${groupName} for a loan of ${formatNairaText(loan.amountKobo)}. Approve or decline it under Loan → MY GROUP → Approval; approving may pledge up to ${formatNairaText(groupShare(loan, 1))} of your savings.`,
        link: '/loan?tab=my-group',
      },
      now,
      mails,
    );
  }
}

/** a member who has just joined is asked about the group's loans still waiting for approvals */
export async function askNewMember(tx: Transaction, group: LoanGroup, userId: number, now: Date, mails: LoanMailing): Promise<void> {
  const waiting = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.groupId, group.id), eq(loans.kind, 'group'), eq(loans.status, LOAN_STATUS.pending), ne(loans.userId, userId)));
  for (const loan of waiting) await askToApprove(tx, loan, group.name, [userId], now, mails);
}

export interface GroupTally {
  /** current members who approved */
  accepted: number;
  /** current members (not the borrower) who have not answered yet */
  undecided: number;
  /** places no current member holds: a member who joins there is asked too */
  openPlaces: number;
}

export async function groupTally(tx: Transaction, loan: Loan): Promise<GroupTally> {
  const members = await currentMemberIds(tx, loan.groupId!);
  const rows = await tx.select({ userId: loanGuarantors.userId, status: loanGuarantors.status }).from(loanGuarantors).where(eq(loanGuarantors.loanId, loan.id));
  const answer = new Map(rows.map((r) => [r.userId, r.status]));
  let accepted = 0;
  let undecided = 0;
  for (const id of members) {
    if (id === loan.userId) continue;
    const status = answer.get(id) ?? GUARANTOR_STATUS.pending;
    if (status === GUARANTOR_STATUS.accepted) accepted += 1;
    else if (status === GUARANTOR_STATUS.pending) undecided += 1;
  }
  return { accepted, undecided, openPlaces: Math.max(0, GROUP_SIZE - members.size) };
}
