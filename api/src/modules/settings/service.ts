// The society's fees and limits: one row, read by every area that charges a fee or bounds a duration, changed by
// administrators with every change audited (who, when, old and new value).
import { desc, eq } from 'drizzle-orm';
import type { SettingsChange, SocietySettings } from '../../contract';
import type { Executor } from '../../db/client';
import { settingsAudit, societySettings, users, type SocietySettingsRow } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { displayName } from '../auth';

export const CHANGES_SHOWN = 50;

export async function getSettings(executor: Executor): Promise<SocietySettingsRow> {
  const [row] = await executor.select().from(societySettings).where(eq(societySettings.id, 1)).limit(1);
  // the migration seeds it; a missing row means the database was not migrated
  if (!row) throw new Error('society_settings has no row: run the migrations');
  return row;
}

export function settingsToWire(row: SocietySettingsRow): SocietySettings {
  return {
    registration_fee: formatKobo(row.registrationFeeKobo),
    minimum_shareholding: formatKobo(row.minimumShareholdingKobo),
    loan_form_fee: formatKobo(row.loanFormFeeKobo),
    loan_repayment_duration_months: row.loanRepaymentDurationMonths,
    business_finance_payment_duration_months: row.businessFinancePaymentDurationMonths,
    bank_change_cooling_hours: row.bankChangeCoolingHours,
    group_loan_quorum: row.groupLoanQuorum,
    dual_approval_above: formatKobo(row.dualApprovalAboveKobo),
    loan_reminder_days: row.loanReminderDays,
    pin_requests_per_hour: row.pinRequestsPerHour,
    pin_max_attempts: row.pinMaxAttempts,
    wrong_pins_to_lock: row.wrongPinsToLock,
  };
}

/** A validated change request: kobo for money, whole months for durations. */
export interface SettingsUpdate {
  registration_fee?: bigint;
  minimum_shareholding?: bigint;
  loan_form_fee?: bigint;
  loan_repayment_duration_months?: number;
  business_finance_payment_duration_months?: number;
  bank_change_cooling_hours?: number;
  group_loan_quorum?: number;
  dual_approval_above?: bigint;
  loan_reminder_days?: number;
  pin_requests_per_hour?: number;
  pin_max_attempts?: number;
  wrong_pins_to_lock?: number;
}

const COLUMNS = {
  registration_fee: 'registrationFeeKobo',
  minimum_shareholding: 'minimumShareholdingKobo',
  loan_form_fee: 'loanFormFeeKobo',
  loan_repayment_duration_months: 'loanRepaymentDurationMonths',
  business_finance_payment_duration_months: 'businessFinancePaymentDurationMonths',
  bank_change_cooling_hours: 'bankChangeCoolingHours',
  group_loan_quorum: 'groupLoanQuorum',
  dual_approval_above: 'dualApprovalAboveKobo',
  loan_reminder_days: 'loanReminderDays',
  pin_requests_per_hour: 'pinRequestsPerHour',
  pin_max_attempts: 'pinMaxAttempts',
  wrong_pins_to_lock: 'wrongPinsToLock',
} as const satisfies Record<keyof SocietySettings, keyof SocietySettingsRow>;

function columnsOf(update: SettingsUpdate): Partial<SocietySettingsRow> {
  const set: Partial<SocietySettingsRow> = {};
  for (const field of Object.keys(COLUMNS) as (keyof SocietySettings)[]) {
    const value = update[field];
    if (value !== undefined) Object.assign(set, { [COLUMNS[field]]: value });
  }
  return set;
}

/** the fields `update` would change on `current`, and the settings as they would then read */
export function changesOf(current: SocietySettingsRow, update: SettingsUpdate): { changed: (keyof SocietySettings)[]; before: SocietySettings; after: SocietySettings } {
  const before = settingsToWire(current);
  const after = settingsToWire({ ...current, ...columnsOf(update) });
  return { changed: (Object.keys(COLUMNS) as (keyof SocietySettings)[]).filter((field) => String(before[field]) !== String(after[field])), before, after };
}

/** the settings row locked for this transaction (every change goes through it, one at a time) */
export async function lockSettings(tx: Executor): Promise<SocietySettingsRow> {
  const [current] = await tx.select().from(societySettings).where(eq(societySettings.id, 1)).for('update');
  if (!current) throw new Error('society_settings has no row: run the migrations');
  return current;
}

/** Applies the changes under a row lock and audits each value that actually changed; returns the fields changed. */
export async function updateSettings(
  tx: Executor,
  input: { actorId: number; update: SettingsUpdate; now: Date },
): Promise<{ settings: SocietySettingsRow; changed: (keyof SocietySettings)[] }> {
  const current = await lockSettings(tx);
  const set = columnsOf(input.update);
  const { changed, before, after } = changesOf(current, input.update);
  if (!changed.length) return { settings: current, changed };
  const [updated] = await tx
    .update(societySettings)
    .set({ ...set, updatedAt: input.now, updatedBy: input.actorId })
    .where(eq(societySettings.id, 1))
    .returning();
  await tx.insert(settingsAudit).values(
    changed.map((field) => ({ field, oldValue: String(before[field]), newValue: String(after[field]), changedBy: input.actorId, changedAt: input.now })),
  );
  return { settings: updated, changed };
}

export async function recentSettingChanges(executor: Executor, limit = CHANGES_SHOWN): Promise<SettingsChange[]> {
  const rows = await executor
    .select({ audit: settingsAudit, user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(settingsAudit)
    .innerJoin(users, eq(users.id, settingsAudit.changedBy))
    .orderBy(desc(settingsAudit.changedAt), desc(settingsAudit.id))
    .limit(limit);
  return rows.map(({ audit, user }) => ({
    id: audit.id,
    field: audit.field as keyof SocietySettings,
    old_value: audit.oldValue,
    new_value: audit.newValue,
    changed_by: { id: user.id, name: displayName(user), email: user.email },
    changed_at: audit.changedAt.toISOString(),
  }));
}
