// A member's profile (the original's three steps: personal, next of kin, business) and their picture.
// Names, e-mail and phone live on `users`; the picture bytes live here so every API instance can serve them.
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const MARITAL_STATUSES = ['married', 'single', 'widow'] as const;
export type MaritalStatusValue = (typeof MARITAL_STATUSES)[number];
export const BUSINESS_TYPES = ['sole', 'partnership', 'ltd', 'plc', 'other'] as const;
export type BusinessTypeValue = (typeof BUSINESS_TYPES)[number];

const blank = (name: string) => text(name).notNull().default('');

export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: blank('address'),
    stateOfOrigin: blank('state_of_origin'),
    localGovt: blank('local_govt'),
    maritalStatus: text('marital_status').$type<MaritalStatusValue | ''>().notNull().default(''),
    kinFirstName: blank('kin_first_name'),
    kinLastName: blank('kin_last_name'),
    kinPhoneNo: blank('kin_phone_no'),
    kinEmail: blank('kin_email'),
    relationship: blank('relationship'),
    occupation: blank('occupation'),
    businessAddress: blank('business_address'),
    businessType: text('business_type').$type<BusinessTypeValue | ''>().notNull().default(''),
    businessTypeOthers: blank('business_type_others'),
    employersName: blank('employers_name'),
    employersPhoneNo: blank('employers_phone_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_profiles_marital_status_check', sql`${t.maritalStatus} in ('', 'married', 'single', 'widow')`),
    check('member_profiles_business_type_check', sql`${t.businessType} in ('', 'sole', 'partnership', 'ltd', 'plc', 'other')`),
  ],
);

export type MemberProfile = typeof memberProfiles.$inferSelect;

/** pg hands bytea back as a Buffer, PGlite as a Uint8Array */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The member's current picture: a 256×256 WebP. `version` is random and names the served URL, so it can be cached forever. */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profile_pictures_size_check', sql`octet_length(${t.data}) between 1 and 1048576`)],
);
