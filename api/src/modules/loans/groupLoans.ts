// Group loans: the rules the individual-loan routes call when an application or an approval concerns a group.
// Owned by the groups part of the area (the group routes and these rules live together).
import type { Executor, Transaction } from '../../db/client';
import type { Loan } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { LoanMailQueue } from './notices';

export interface GroupLoanTerms {
  groupId: number;
  /** approvals needed: the admin's quorum now */
  quorum: number;
}

/**
 * Before a group loan is created (inside loanAdd's transaction): the member must be an active member of an active
 * group; returns the quorum to store on the loan. Throws a 4xx the member can act on otherwise.
 */
export async function groupLoanTerms(_executor: Executor, _userId: number, _groupId: number): Promise<GroupLoanTerms> {
  throw new AppError(501, 'Group loans are being built');
}

/** Right after a group loan row is inserted: one approval row per other active member, each notified. */
export async function openGroupLoanApprovals(_tx: Transaction, _loan: Loan, _now: Date, _mails: LoanMailQueue): Promise<void> {
  throw new AppError(501, 'Group loans are being built');
}

/**
 * A group member approves or declines a group loan (`loanAccepted` / `loanDeclined` on a group loan): pledges their
 * share when approving, moves the loan to processing (2) at quorum, declines it (9) when quorum can no longer be
 * reached. `loan` is locked by the caller. Returns the message for the reply.
 */
export async function decideGroupApproval(_tx: Transaction, _loan: Loan, _userId: number, _accept: boolean, _now: Date, _mails: LoanMailQueue): Promise<string> {
  throw new AppError(501, 'Group loans are being built');
}
