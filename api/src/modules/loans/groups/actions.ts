// What members do with a loan group (facts §2.6, §4.2): create it (the creator + four invitations), join by e-mail and
// code, reject an invitation, exit, and — the creator — resend, replace an invitation or a member. A group is active
// while all five places are active members; it goes back to pending when one leaves or is replaced. A member who
// joins is asked about the group's loans still waiting for approvals (./approvers.ts).
import crypto from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { GROUP_MEMBER_STATUS, GROUP_STATUS, loanGroupMembers, loanGroups, users, type LoanGroup, type LoanGroupMember } from '../../../db/schema';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../../http/errors';
import { tellMember, type LoanMailing } from '../notices';
import { fullNameOf } from '../people';
import { askNewMember } from './approvers';
import type { Invitation } from './invitations';
import { activeCount, asCreator, GROUP_SIZE, groupFor, lockPlace, tiedToGroup, type Person } from './places';
export const RESEND_EVERY_MS = 10 * 60_000;
const LINK = '/loan?tab=my-group';

const newCode = () => `cub${crypto.randomInt(0, 100_000).toString().padStart(5, '0')}`;

async function userIdByEmail(tx: Transaction, email: string): Promise<number | null> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id ?? null;
}

/** the in-app notice here; the invitation mail (to the e-mail, account or not) after commit: ./invitations.ts */
async function invite(tx: Transaction, group: LoanGroup, who: { name: string; email: string }, inviter: string, now: Date): Promise<Invitation> {
  const userId = await userIdByEmail(tx, who.email);
  await tx.insert(loanGroupMembers).values({ groupId: group.id, userId, name: who.name, email: who.email, status: GROUP_MEMBER_STATUS.pending, invitedAt: now, notifiedAt: now });
  if (userId) await tellMember(tx, { userId, title: 'Loan group invitation', message: `${inviter} invited you to the loan group ${group.name}. Your code is ${group.code}.`, link: LINK }, now);
  return { name: who.name, email: who.email, groupName: group.name, code: group.code, inviter };
}

export async function createGroup(tx: Transaction, creator: Person, input: { name: string; invitees: { name: string; email: string }[] }, now: Date): Promise<{ group: LoanGroup; invitations: Invitation[] }> {
  if (input.invitees.some((i) => i.email === creator.email)) throw unprocessable('Invite four other people: your own e-mail is already in the group as its creator');
  const inviter = await fullNameOf(tx, creator.id);
  let group: LoanGroup | undefined;
  // a random code may clash with an existing one: try another
  for (let attempt = 0; !group; attempt += 1) {
    if (attempt === 20) throw conflict('Could not make a group code, please try again');
    [group] = await tx.insert(loanGroups).values({ code: newCode(), name: input.name, creatorId: creator.id, status: GROUP_STATUS.pending, createdAt: now }).onConflictDoNothing().returning();
  }
  await tx.insert(loanGroupMembers).values({ groupId: group.id, userId: creator.id, name: inviter, email: creator.email, isCreator: true, status: GROUP_MEMBER_STATUS.active, invitedAt: now, joinedAt: now });
  const invitations: Invitation[] = [];
  for (const who of input.invitees) invitations.push(await invite(tx, group, who, inviter, now));
  return { group, invitations };
}

async function activateIfFull(tx: Transaction, group: LoanGroup, now: Date, mails: LoanMailing): Promise<void> {
  if ((await activeCount(tx, group.id)) < GROUP_SIZE || group.status === GROUP_STATUS.active) return;
  await tx.update(loanGroups).set({ status: GROUP_STATUS.active, activatedAt: now }).where(eq(loanGroups.id, group.id));
  const members = await tx.select({ userId: loanGroupMembers.userId }).from(loanGroupMembers).where(and(eq(loanGroupMembers.groupId, group.id), eq(loanGroupMembers.status, GROUP_MEMBER_STATUS.active)));
  for (const m of members) if (m.userId) await tellMember(tx, { userId: m.userId, title: 'Loan group active', message: `Your group ${group.name} is now active: all five members have joined.`, link: LINK }, now, mails);
}

async function backToPending(tx: Transaction, group: LoanGroup): Promise<void> {
  if (group.status === GROUP_STATUS.active) await tx.update(loanGroups).set({ status: GROUP_STATUS.pending }).where(eq(loanGroups.id, group.id));
}

export const JOINED = 'You have joined the group';
export const WRONG_EMAIL = 'Use the e-mail address your invitation was sent to';
export const NO_INVITATION = 'No invitation for this e-mail with this code';

export async function joinGroup(tx: Transaction, person: Person, input: { email: string; code: string }, now: Date, mails: LoanMailing): Promise<LoanGroup> {
  if (input.email !== person.email) throw unprocessable(WRONG_EMAIL);
  const [group] = await tx.select().from(loanGroups).where(eq(loanGroups.code, input.code)).for('update');
  if (!group) throw notFound(NO_INVITATION);
  const [place] = await tx
    .select()
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, group.id), eq(loanGroupMembers.email, person.email), inArray(loanGroupMembers.status, [GROUP_MEMBER_STATUS.pending, GROUP_MEMBER_STATUS.rejected, GROUP_MEMBER_STATUS.active])))
    .for('update');
  if (!place) throw notFound(NO_INVITATION);
  if (place.status === GROUP_MEMBER_STATUS.active) return group;
  await tx.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.active, userId: person.id, joinedAt: now }).where(eq(loanGroupMembers.id, place.id));
  await activateIfFull(tx, group, now, mails);
  await askNewMember(tx, group, person.id, now, mails);
  return group;
}

/** a pending invitation of mine, by its id; another's → 404 */
async function myInvitation(tx: Transaction, person: Person, requestId: number): Promise<{ group: LoanGroup; place: LoanGroupMember }> {
  const found = await lockPlace(tx, requestId);
  const isMine = found.place.userId === person.id || (found.place.userId === null && found.place.email === person.email);
  if (!isMine || found.place.status === GROUP_MEMBER_STATUS.replaced || found.place.status === GROUP_MEMBER_STATUS.exited) throw notFound('Invitation not found');
  return found;
}

export async function rejectInvitation(tx: Transaction, person: Person, requestId: number, now: Date, mails: LoanMailing): Promise<void> {
  const { group, place } = await myInvitation(tx, person, requestId);
  if (place.status === GROUP_MEMBER_STATUS.rejected) return;
  if (place.status !== GROUP_MEMBER_STATUS.pending) throw conflict('You are already a member of this group: exit it instead');
  await tx.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.rejected, userId: person.id, leftAt: now }).where(eq(loanGroupMembers.id, place.id));
  await tellMember(tx, { userId: group.creatorId, title: 'Invitation rejected', message: `${place.name} rejected the invitation to ${group.name}. You can replace the invitation under Manage.`, link: LINK }, now, mails);
}

export const CREATOR_CANNOT_EXIT = 'As the group’s creator you cannot exit while other members remain; replace members instead';

export async function exitGroup(tx: Transaction, person: Person, groupId: number, now: Date, mails: LoanMailing): Promise<void> {
  const { group, place } = await groupFor(tx, person, groupId, { lock: true });
  if (place.status !== GROUP_MEMBER_STATUS.active) throw conflict('You are not a member of this group yet');
  const tie = await tiedToGroup(tx, group.id, person.id);
  if (tie) throw conflict(`You cannot exit while ${tie === 'has a group loan that is not yet repaid' ? 'you have a group loan that is not yet repaid' : 'a member’s group loan you approved is not yet repaid'}`);
  const others = await tx
    .select({ userId: loanGroupMembers.userId })
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, group.id), ne(loanGroupMembers.id, place.id), inArray(loanGroupMembers.status, [GROUP_MEMBER_STATUS.active, GROUP_MEMBER_STATUS.pending])));
  if (group.creatorId === person.id && others.length) throw conflict(CREATOR_CANNOT_EXIT);
  await tx.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.exited, leftAt: now }).where(eq(loanGroupMembers.id, place.id));
  await backToPending(tx, group);
  const name = await fullNameOf(tx, person.id);
  for (const o of others) if (o.userId) await tellMember(tx, { userId: o.userId, title: 'Member left the group', message: `${name} left ${group.name}. The group is pending until a fifth member joins.`, link: LINK }, now, mails);
}

/** the creator's action on one place of their group */
async function creatorsPlace(tx: Transaction, creator: Person, requestId: number): Promise<{ group: LoanGroup; place: LoanGroupMember }> {
  const found = await lockPlace(tx, requestId);
  await asCreator(tx, creator, found.group.id);
  if (found.place.status === GROUP_MEMBER_STATUS.replaced) throw notFound('Invitation not found');
  return found;
}

function throttle(place: LoanGroupMember, now: Date): void {
  if (!place.notifiedAt || now.getTime() - place.notifiedAt.getTime() >= RESEND_EVERY_MS) return;
  const minutes = Math.ceil((RESEND_EVERY_MS - (now.getTime() - place.notifiedAt.getTime())) / 60_000);
  throw tooManyRequests(`You can resend this notification in ${minutes} minute${minutes === 1 ? '' : 's'}`);
}

export async function resendInvitation(tx: Transaction, creator: Person, requestId: number, now: Date): Promise<Invitation> {
  const { group, place } = await creatorsPlace(tx, creator, requestId);
  if (place.status !== GROUP_MEMBER_STATUS.pending && place.status !== GROUP_MEMBER_STATUS.rejected) throw conflict('Only a pending or rejected invitation can be sent again');
  throttle(place, now);
  await tx.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.pending, notifiedAt: now, leftAt: null }).where(eq(loanGroupMembers.id, place.id));
  return { name: place.name, email: place.email, groupName: group.name, code: group.code, inviter: await fullNameOf(tx, creator.id) };
}

/** "Replace Invite" (a pending or rejected invitation) or "Replace Member" (an active or exited member, not the creator) */
export async function replacePlace(
  tx: Transaction,
  creator: Person,
  requestId: number,
  who: { name: string; email: string },
  kind: 'invite' | 'member',
  now: Date,
  mails: LoanMailing,
): Promise<Invitation> {
  const { group, place } = await creatorsPlace(tx, creator, requestId);
  const invitePlace = place.status === GROUP_MEMBER_STATUS.pending || place.status === GROUP_MEMBER_STATUS.rejected;
  if (kind === 'invite' && !invitePlace) throw conflict('Only a pending or rejected invitation can be replaced: use Replace Member for a member');
  if (kind === 'member' && invitePlace) throw conflict('This person has not joined: use Replace Invite');
  if (place.isCreator) throw conflict('You cannot replace yourself');
  if (kind === 'member') {
    const tie = await tiedToGroup(tx, group.id, place.userId);
    if (tie) throw conflict(`${place.name} cannot be replaced while ${place.name.split(' ')[0]} ${tie}`);
  }
  const [taken] = await tx
    .select({ id: loanGroupMembers.id })
    .from(loanGroupMembers)
    .where(and(eq(loanGroupMembers.groupId, group.id), eq(loanGroupMembers.email, who.email), inArray(loanGroupMembers.status, [GROUP_MEMBER_STATUS.pending, GROUP_MEMBER_STATUS.active, GROUP_MEMBER_STATUS.rejected])));
  if (taken && taken.id !== place.id) throw conflict('This e-mail address is already in the group');
  await tx.update(loanGroupMembers).set({ status: GROUP_MEMBER_STATUS.replaced, leftAt: now }).where(eq(loanGroupMembers.id, place.id));
  if (kind === 'member') {
    await backToPending(tx, group);
    if (place.userId) await tellMember(tx, { userId: place.userId, title: 'Removed from a loan group', message: `You are no longer a member of ${group.name}.`, link: LINK }, now, mails);
  }
  return invite(tx, group, who, await fullNameOf(tx, creator.id), now);
}
