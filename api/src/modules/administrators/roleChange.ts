// Appointing and demoting administrators (SA only), each after the SA has typed their own password again (counted
// with every other password check: auth/passwordAttempts). Every SA row is locked first, in id order, so two role
// changes at once are taken one after the other: two demotions cannot both pass and leave the society without an SA,
// and an SA demoted a moment ago cannot still appoint. The caller's role is read again under that lock, because the
// session that let them in may be SESSION_CACHE_MS old on another API instance.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users, type Role, type User } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { SA_ONLY_MESSAGE } from '../../http/permissions';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/queue';
import type { AuditDescription } from '../../http/adminWriteAudit';
import { checkMemberPassword, displayName } from '../auth';

export const WRONG_PASSWORD_FOR_ROLE_CHANGE = 'Your password is not correct. Nobody’s role was changed.';
export const ONLY_VERIFIED = 'Only a verified account can be made an administrator';
export const LAST_SA = 'The society must keep at least one SA';
export const NOT_YOURSELF = 'You cannot appoint yourself: another SA must change your role';

export interface RoleChangeBy {
  /** the signed-in SA */
  id: number;
  /** their password, typed again */
  password: string;
  address: string;
  now: Date;
  /** adds to the request's audit row (subject, before, after) */
  describe: (description: AuditDescription) => void;
}

export interface RoleChange {
  user: User;
  /** the SA who made it */
  by: User;
  before: Role;
  after: Role;
}

const article = (role: Role) => (role === 'MEMBER' ? 'a member' : `an ${role}`);

/** every SA, locked in id order; the caller among them or 403 */
async function lockSocietyAdmins(tx: Transaction, callerId: number): Promise<User[]> {
  const admins = await tx.select().from(users).where(eq(users.role, 'SA')).orderBy(asc(users.id)).for('update');
  if (!admins.some((sa) => sa.id === callerId)) throw forbidden(SA_ONLY_MESSAGE);
  return admins;
}

async function lockUser(tx: Transaction, where: SQL): Promise<User | null> {
  const [user] = await tx.select().from(users).where(where).for('update');
  return user ?? null;
}

async function setRole(tx: Transaction, user: User, role: Role, by: RoleChangeBy): Promise<User> {
  const [updated] = await tx.update(users).set({ role, roleChangedBy: by.id, roleChangedAt: by.now, updatedAt: by.now }).where(eq(users.id, user.id)).returning();
  by.describe({ after: { role } });
  return updated;
}

function describeSubject(by: RoleChangeBy, user: User): void {
  by.describe({ subjectType: 'user', subjectId: user.id, subjectUserId: user.id, before: { role: user.role } });
}

async function confirmPassword(db: Database, by: RoleChangeBy): Promise<void> {
  await checkMemberPassword(db, { userId: by.id, password: by.password, address: by.address, now: by.now }, WRONG_PASSWORD_FOR_ROLE_CHANGE);
}

/** the mail telling the person, queued in the change's transaction */
export type RoleChangeMail = (change: RoleChange) => MailMessage;

/** makes the verified account with this e-mail an ADMIN or an SA */
export async function appointAdministrator(db: Database, input: { email: string; role: 'ADMIN' | 'SA' }, by: RoleChangeBy, mail: RoleChangeMail): Promise<RoleChange> {
  await confirmPassword(db, by);
  return db.transaction(async (tx) => {
    const admins = await lockSocietyAdmins(tx, by.id);
    const user = await lockUser(tx, eq(users.email, input.email));
    if (!user) throw notFound(`No account uses ${input.email}: they must register first`);
    describeSubject(by, user);
    if (user.id === by.id) throw unprocessable(NOT_YOURSELF);
    if (!user.emailVerifiedAt) throw unprocessable(ONLY_VERIFIED);
    if (user.role === input.role) throw conflict(`${displayName(user)} is already ${article(input.role)}`);
    const updated = await setRole(tx, user, input.role, by);
    const change: RoleChange = { user: updated, by: admins.find((sa) => sa.id === by.id)!, before: user.role, after: input.role };
    await queueMail(tx, mail(change));
    return change;
  });
}

/** makes an administrator a member again; an SA may demote themself while another SA remains */
export async function demoteAdministrator(db: Database, userId: number, by: RoleChangeBy, mail: RoleChangeMail): Promise<RoleChange> {
  await confirmPassword(db, by);
  return db.transaction(async (tx) => {
    const admins = await lockSocietyAdmins(tx, by.id);
    const user = await lockUser(tx, eq(users.id, userId));
    if (!user) throw notFound('There is no account with this id');
    describeSubject(by, user);
    if (user.role === 'MEMBER') throw conflict(`${displayName(user)} is not an administrator`);
    if (user.role === 'SA' && admins.length <= 1) throw conflict(LAST_SA);
    const updated = await setRole(tx, user, 'MEMBER', by);
    const change: RoleChange = { user: updated, by: admins.find((sa) => sa.id === by.id)!, before: user.role, after: 'MEMBER' };
    await queueMail(tx, mail(change));
    return change;
  });
}
