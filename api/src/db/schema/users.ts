import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const ROLES = ['MEMBER', 'ADMIN', 'SA'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** stored lower-cased and trimmed */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    phoneNo: text('phone_no').notNull(),
    role: text('role').$type<Role>().notNull().default('MEMBER'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** true once the registration fee is paid */
    memberStatus: boolean('member_status').notNull().default(false),
    memberSince: timestamp('member_since', { withTimezone: true }),
    profilePic: text('profile_pic'),
    /** who last made this account an administrator (or took the role away), and when */
    roleChangedBy: integer('role_changed_by'),
    roleChangedAt: timestamp('role_changed_at', { withTimezone: true }),
    /** set while an administrator has suspended the account: it cannot sign in and nothing leaves its accounts */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedBy: integer('suspended_by'),
    /** why, as the administrator wrote it (kept after reactivation until the next suspension) */
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // the guarantor search (searchGuarantors/{term}): members by the start of a name (never an e-mail: issue 26)
    index('users_member_first_name_prefix').using('btree', sql`lower(${t.firstName}) text_pattern_ops`).where(sql`${t.memberStatus}`),
    index('users_member_last_name_prefix').using('btree', sql`lower(${t.lastName}) text_pattern_ops`).where(sql`${t.memberStatus}`),
    check('users_role_check', sql`${t.role} in ('MEMBER', 'ADMIN', 'SA')`),
    check('users_suspension_check', sql`${t.suspendedAt} is null or (${t.suspendedBy} is not null and ${t.suspensionReason} is not null)`),
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
