// A member's profile: read (with the original's completeness score), update, and the picture they upload.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '../../contract';
import type { Executor } from '../../db/client';
import { bankAccounts, memberProfiles, profilePictures, users, type MemberProfile, type User } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import type { ProfileUpdateBody } from './schema';

type ProfileFields = Omit<MemberProfile, 'userId' | 'createdAt' | 'updatedAt'>;

const EMPTY: ProfileFields = {
  address: '',
  stateOfOrigin: '',
  localGovt: '',
  maritalStatus: '',
  kinFirstName: '',
  kinLastName: '',
  kinPhoneNo: '',
  kinEmail: '',
  relationship: '',
  occupation: '',
  businessAddress: '',
  businessType: '',
  businessTypeOthers: '',
  employersName: '',
  employersPhoneNo: '',
};

/** Every required field of the three steps (personal, next of kin, business) is filled. */
export function isProfileComplete(user: Pick<User, 'firstName' | 'lastName'>, profile: ProfileFields | null): boolean {
  if (!profile || !user.firstName.trim() || !user.lastName.trim()) return false;
  const required = [profile.maritalStatus, profile.kinLastName, profile.kinFirstName, profile.kinPhoneNo, profile.occupation, profile.businessAddress, profile.businessType];
  if (required.some((value) => !value)) return false;
  return profile.businessType !== 'other' || Boolean(profile.businessTypeOthers);
}

/** The original's "Profile Completeness": 25, +25 next of kin relationship, +25 picture, +25 bank account. */
export function completeness(profile: ProfileFields | null, hasPicture: boolean, hasBankAccount: boolean): number {
  return 25 + (profile?.relationship ? 25 : 0) + (hasPicture ? 25 : 0) + (hasBankAccount ? 25 : 0);
}

export async function findProfile(executor: Executor, userId: number): Promise<MemberProfile | null> {
  const [row] = await executor.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row ?? null;
}

export async function hasBankAccount(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.replacedAt)))
    .limit(1);
  return Boolean(row);
}

async function findUser(executor: Executor, userId: number): Promise<User> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Your account was not found');
  return user;
}

export async function showProfile(executor: Executor, userId: number): Promise<Profile> {
  const [user, profile, bank] = await Promise.all([findUser(executor, userId), findProfile(executor, userId), hasBankAccount(executor, userId)]);
  const p = profile ?? EMPTY;
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_no: user.phoneNo,
    address: p.address,
    state_of_origin: p.stateOfOrigin,
    local_govt: p.localGovt,
    marital_status: p.maritalStatus,
    kin_first_name: p.kinFirstName,
    kin_last_name: p.kinLastName,
    kin_phone_no: p.kinPhoneNo,
    kin_email: p.kinEmail,
    relationship: p.relationship,
    occupation: p.occupation,
    business_address: p.businessAddress,
    business_type: p.businessType,
    business_type_others: p.businessTypeOthers,
    employers_name: p.employersName,
    employers_phone_no: p.employersPhoneNo,
    profile_pic: user.profilePic ?? null,
    completeness: completeness(profile, Boolean(user.profilePic), bank),
    complete: isProfileComplete(user, profile),
  };
}

export const EMAIL_CHANGE_MESSAGE = 'Your e-mail address cannot be changed here: it is the address you sign in with';

/** Saves the whole profile (and the names and phone number on the account). Runs in the caller's transaction. */
export async function updateProfile(executor: Executor, userId: number, body: ProfileUpdateBody, now: Date): Promise<{ user: User; complete: boolean }> {
  const current = await findUser(executor, userId);
  if (body.email && body.email !== current.email) throw unprocessable(EMAIL_CHANGE_MESSAGE, { errors: [{ field: 'email', message: EMAIL_CHANGE_MESSAGE }] });
  const [user] = await executor
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, phoneNo: body.phone_no || current.phoneNo, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  const fields: ProfileFields = {
    address: body.address,
    stateOfOrigin: body.state_of_origin,
    localGovt: body.local_govt,
    maritalStatus: body.marital_status,
    kinFirstName: body.kin_first_name,
    kinLastName: body.kin_last_name,
    kinPhoneNo: body.kin_phone_no,
    kinEmail: body.kin_email,
    relationship: body.relationship,
    occupation: body.occupation,
    businessAddress: body.business_address,
    businessType: body.business_type,
    businessTypeOthers: body.business_type_others,
    employersName: body.employers_name,
    employersPhoneNo: body.employers_phone_no,
  };
  await executor
    .insert(memberProfiles)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...fields, updatedAt: now } });
  return { user, complete: isProfileComplete(user, fields) };
}

export function pictureUrl(userId: number, version: string): string {
  return `/api/profile_pic/${userId}/${version}.webp`;
}

/** Replaces the member's picture (the old URL stops working) and points users.profile_pic at the new one. */
export async function savePicture(executor: Executor, userId: number, webp: Buffer, now: Date): Promise<string> {
  // 128 random bits: the URL is public (an <img> cannot send a token), so it must not be guessable
  const version = crypto.randomBytes(16).toString('base64url');
  await executor
    .insert(profilePictures)
    .values({ userId, version, data: webp, contentType: 'image/webp', createdAt: now })
    .onConflictDoUpdate({ target: profilePictures.userId, set: { version, data: webp, contentType: 'image/webp', createdAt: now } });
  const url = pictureUrl(userId, version);
  await executor.update(users).set({ profilePic: url, updatedAt: now }).where(eq(users.id, userId));
  return url;
}

export async function loadPicture(executor: Executor, userId: number, version: string): Promise<{ data: Buffer; contentType: string } | null> {
  const [row] = await executor
    .select({ data: profilePictures.data, contentType: profilePictures.contentType })
    .from(profilePictures)
    .where(and(eq(profilePictures.userId, userId), eq(profilePictures.version, version)));
  return row ?? null;
}

/** For the session flags: the bank and profile state in one round trip. */
export async function profileFlags(executor: Executor, userId: number): Promise<{ bank: boolean; profile: boolean }> {
  const rows = await executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      bank: sql<boolean>`exists (select 1 from ${bankAccounts} where ${bankAccounts.userId} = ${users.id} and ${bankAccounts.replacedAt} is null)`,
      profile: memberProfiles,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!rows.length) return { bank: false, profile: false };
  const [row] = rows;
  return { bank: row.bank === true, profile: isProfileComplete(row, row.profile) };
}
