// Who is where in a loan group: a member's live place (pending invite, active, rejected invite) found by their user id
// or, for an invitation sent before they had an account, their e-mail; and the rules that need it. Rights follow the
// current membership: only an active place reads the group's members and loans or answers for the group.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { GROUP_MEMBER_STATUS, GROUP_STATUS, GUARANTOR_STATUS, LOAN_STATUS, loanGroupMembers, loanGroups, loanGuarantors, loans, users, type LoanGroup, type LoanGroupMember } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';

export const GROUP_SIZE = 5;
export const GROUP_NOT_FOUND = 'Group not found';
export const CREATOR_ONLY = 'Only the group’s creator can manage its members';
export const MEMBERS_ONLY = 'Only the group’s members can see this: join the group first';
export const LIVE_STATUSES = [GROUP_MEMBER_STATUS.pending, GROUP_MEMBER_STATUS.active, GROUP_MEMBER_STATUS.rejected];
export const OPEN_LOAN_STATUSES = [LOAN_STATUS.pending, LOAN_STATUS.processing, LOAN_STATUS.approved, LOAN_STATUS.disbursed];

export interface Person {
  id: number;
  email: string;
}

export async function personOf(executor: Executor, userId: number): Promise<Person> {
  const [row] = await executor.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

const mine = (person: Person) => or(eq(loanGroupMembers.userId, person.id), and(isNull(loanGroupMembers.userId), eq(loanGroupMembers.email, person.email)));

/** my live places, in every group */
export async function myPlaces(executor: Executor, person: Person): Promise<LoanGroupMember[]> {
  return executor
    .select()
    .from(loanGroupMembers)
    .where(and(mine(person), inArray(loanGroupMembers.status, LIVE_STATUSES)))
    .orderBy(loanGroupMembers.groupId);
}

/**
 * the group and my live place in it; 404 when I have none (a group I am not in does not exist for me). `lock`: both
 * rows FOR UPDATE, so an answer on a group loan (which holds the answerer's place FOR SHARE) is either seen or waits.
 */
export async function groupFor(executor: Executor, person: Person, groupId: number, options: { lock?: boolean } = {}): Promise<{ group: LoanGroup; place: LoanGroupMember }> {
  const query = executor.select().from(loanGroups).where(eq(loanGroups.id, groupId));
  const [group] = options.lock ? await query.for('update') : await query;
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const placeQuery = executor
    .select()
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, groupId), mine(person), inArray(loanGroupMembers.status, LIVE_STATUSES)));
  const [place] = options.lock ? await placeQuery.for('update') : await placeQuery;
  if (!place) throw notFound(GROUP_NOT_FOUND);
  return { group, place };
}

/** the group, for one of its current members; an invitee (pending or rejected) gets 403, anyone else 404 */
export async function asMember(executor: Executor, person: Person, groupId: number): Promise<{ group: LoanGroup; place: LoanGroupMember }> {
  const found = await groupFor(executor, person, groupId);
  if (found.place.status !== GROUP_MEMBER_STATUS.active) throw forbidden(MEMBERS_ONLY);
  return found;
}

/**
 * whether the user is a current member of the group, their place held FOR SHARE until the transaction ends: an exit
 * or a replacement (FOR UPDATE on the place) waits for the answer being recorded, then sees it
 */
export async function holdCurrentPlace(tx: Executor, groupId: number, userId: number): Promise<boolean> {
  const [place] = await tx
    .select({ id: loanGroupMembers.id })
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.userId, userId), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)))
    .for('share');
  return Boolean(place);
}

/** the user ids of the group's current (active) members */
export async function currentMemberIds(executor: Executor, groupId: number): Promise<Set<number>> {
  const rows = await executor
    .select({ userId: loanGroupMembers.userId })
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)));
  return new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null));
}

export async function asCreator(executor: Executor, person: Person, groupId: number, options: { lock?: boolean } = {}): Promise<LoanGroup> {
  const { group } = await groupFor(executor, person, groupId, options);
  if (group.creatorId !== person.id) throw forbidden(CREATOR_ONLY);
  return group;
}

/** a place by its id ("request_id"), with its group, locked group first (as groupFor locks them) */
export async function lockPlace(executor: Executor, requestId: number): Promise<{ group: LoanGroup; place: LoanGroupMember }> {
  const [seen] = await executor.select({ groupId: loanGroupMembers.groupId }).from(loanGroupMembers).where(eq(loanGroupMembers.id, requestId));
  if (!seen) throw notFound('Invitation not found');
  const [group] = await executor.select().from(loanGroups).where(eq(loanGroups.id, seen.groupId)).for('update');
  const [place] = await executor.select().from(loanGroupMembers).where(eq(loanGroupMembers.id, requestId)).for('update');
  return { group, place };
}

export async function activeCount(executor: Executor, groupId: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, groupId), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)));
  return Number(row?.n ?? 0);
}

/** why this person may not leave (or be replaced in) the group now, or null */
export async function tiedToGroup(executor: Executor, groupId: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [owing] = await executor
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.groupId, groupId), eq(loans.userId, userId), inArray(loans.status, OPEN_LOAN_STATUSES)))
    .limit(1);
  if (owing) return 'has a group loan that is not yet repaid';
  const [backing] = await executor
    .select({ id: loans.id })
    .from(loanGuarantors)
    .innerJoin(loans, eq(loans.id, loanGuarantors.loanId))
    .where(and(eq(loans.groupId, groupId), eq(loanGuarantors.userId, userId), eq(loanGuarantors.status, GUARANTOR_STATUS.accepted), inArray(loans.status, OPEN_LOAN_STATUSES)))
    .limit(1);
  return backing ? 'has approved a member’s group loan that is not yet repaid' : null;
}

export const GROUP_ACTIVE = GROUP_STATUS.active;
