// The society's fees and limits, read by members and changed by administrators.
import type { z } from 'zod';
import type { settingsUpdateBody } from '../modules/settings/schema';
import type { Proposal } from './backOffice';
import type { Money } from './common';

export interface SocietySettings {
  registration_fee: Money;
  minimum_shareholding: Money;
  loan_form_fee: Money;
  loan_repayment_duration_months: number;
  business_finance_payment_duration_months: number;
  /** withdrawals wait this many hours after a member changes their bank account; 0 turns the wait off */
  bank_change_cooling_hours: number;
  /** how many of the other four members must approve a member's group loan (1–4) */
  group_loan_quorum: number;
  /** a disbursement above this needs a second administrator, not the one who approved the loan */
  dual_approval_above: Money;
  /** repayment reminders go out this many days before an instalment is due (0–30) */
  loan_reminder_days: number;
  /** withdrawal PINs a member may ask for per hour, every purpose counted (1–100); the next answers 429 */
  pin_requests_per_hour: number;
  /** wrong tries one withdrawal PIN allows before it is spent (1–20) */
  pin_max_attempts: number;
  /** wrong PINs within a day, every PIN counted, that lock the member's withdrawals (1–100) */
  wrong_pins_to_lock: number;
}
/** `GET get_minimum_fee`, `GET get_loan_fee`: `{success, value: "5000.00"}` */
export interface MoneySettingReply {
  success: true;
  value: Money;
}
/** `GET loan_repayment_duration?token=`, `GET business_finance_payment_duration?token=`: whole months */
export interface DurationSettingReply {
  success: true;
  value: number;
}
/** One changed setting in `settings_audit`. Values are as on the wire ("2000.00", "12"). */
export interface SettingsChange {
  id: number;
  field: keyof SocietySettings;
  old_value: string;
  new_value: string;
  changed_by: { id: number; name: string; email: string };
  changed_at: string;
}
/**
 * `PUT admin/settings`: any of SocietySettings' fields (SA/ADMIN). An SA's change that weakens a control (a higher
 * dual_approval_above, a lower group_loan_quorum, a shorter bank_change_cooling_hours, a lower minimum_shareholding,
 * a higher pin_requests_per_hour, pin_max_attempts or wrong_pins_to_lock) becomes a proposal another administrator
 * must approve, the rest applies at once; every change an ADMIN sends becomes a proposal only an SA may approve.
 */
export type SettingsUpdateRequest = z.input<typeof settingsUpdateBody>;
/** `GET admin/settings` and `PUT admin/settings` (SA/ADMIN) */
export interface AdminSettingsReply {
  success: true;
  /** PUT: what was saved at once and what waits for another administrator */
  message?: string;
  settings: SocietySettings;
  /** the latest changes, newest first */
  changes: SettingsChange[];
  /** PUT: the proposal this change made, when part of it waits for another administrator */
  proposal?: Proposal;
  /** settings proposals waiting for approval, newest first, with who proposed what */
  proposals: Proposal[];
}
