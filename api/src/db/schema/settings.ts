// The society's fees and limits (one row, id = 1, seeded by migration) and who changed what, when.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const societySettings = pgTable(
  'society_settings',
  {
    id: integer('id').primaryKey().default(1),
    registrationFeeKobo: bigint('registration_fee_kobo', { mode: 'bigint' }).notNull(),
    minimumShareholdingKobo: bigint('minimum_shareholding_kobo', { mode: 'bigint' }).notNull(),
    loanFormFeeKobo: bigint('loan_form_fee_kobo', { mode: 'bigint' }).notNull(),
    loanRepaymentDurationMonths: integer('loan_repayment_duration_months').notNull(),
    businessFinancePaymentDurationMonths: integer('business_finance_payment_duration_months').notNull(),
    /** withdrawals wait this long after a member changes their bank account (0: not at all) */
    bankChangeCoolingHours: integer('bank_change_cooling_hours').notNull().default(24),
    /** how many of the other four members of a group must approve a member's group loan */
    groupLoanQuorum: integer('group_loan_quorum').notNull().default(4),
    /** a disbursement above this needs a second administrator (maker-checker): not the one who approved it */
    dualApprovalAboveKobo: bigint('dual_approval_above_kobo', { mode: 'bigint' }).notNull().default(sql`50000000`),
    /** repayment reminders go out this many days before an instalment is due */
    loanReminderDays: integer('loan_reminder_days').notNull().default(3),
    /** withdrawal PINs a member may ask for per hour, every purpose counted */
    pinRequestsPerHour: integer('pin_requests_per_hour').notNull().default(5),
    /** wrong tries one PIN allows before it is spent */
    pinMaxAttempts: integer('pin_max_attempts').notNull().default(5),
    /** wrong PINs within a day that lock the member's withdrawals until an administrator unlocks them */
    wrongPinsToLock: integer('wrong_pins_to_lock').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('society_settings_single_row', sql`${t.id} = 1`),
    check(
      'society_settings_money_check',
      sql`${t.registrationFeeKobo} > 0 and ${t.minimumShareholdingKobo} > 0 and ${t.loanFormFeeKobo} > 0`,
    ),
    check(
      'society_settings_duration_check',
      sql`${t.loanRepaymentDurationMonths} between 1 and 120 and ${t.businessFinancePaymentDurationMonths} between 1 and 120`,
    ),
    check('society_settings_cooling_check', sql`${t.bankChangeCoolingHours} between 0 and 720`),
    check('society_settings_quorum_check', sql`${t.groupLoanQuorum} between 1 and 4`),
    check('society_settings_dual_approval_check', sql`${t.dualApprovalAboveKobo} >= 0`),
    check('society_settings_reminder_check', sql`${t.loanReminderDays} between 0 and 30`),
    check(
      'society_settings_pin_check',
      sql`${t.pinRequestsPerHour} between 1 and 100 and ${t.pinMaxAttempts} between 1 and 20 and ${t.wrongPinsToLock} between 1 and 100`,
    ),
  ],
);

/** One row per changed setting: the wire field name and its old and new wire values ("2000.00", "12"). */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_audit_changed_idx').on(t.changedAt)],
);

export type SocietySettingsRow = typeof societySettings.$inferSelect;
export type SettingsAuditRow = typeof settingsAudit.$inferSelect;
