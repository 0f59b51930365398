// Alerts for administrators: problems a person must look at, open ones first.
import type { z } from 'zod';
import type { resolveAlertBody } from '../modules/alerts/schema';
import type { Money } from './common';

/**
 * ledger_check: the scheduled ledger check found the ledger off; payout_anomaly: the provider paid a withdrawal we had
 * reversed; transfer_otp: Paystack holds payouts for an OTP (details.what_to_do says how to switch it off)
 */
export type AdminAlertKind = 'ledger_check' | 'payout_anomaly' | 'transfer_otp';

export interface AdminAlert {
  id: number;
  kind: AdminAlertKind;
  title: string;
  /** for payout_anomaly: member_name, member_email, reference, amount; for ledger_check: the failed checks and counts */
  details: Record<string, unknown>;
  /** what the society is owed because of it, when anything */
  amount_owed: Money | null;
  withdrawal_id: number | null;
  created_at: string;
  /** the last time the same problem was seen again while open */
  last_seen_at: string;
  seen_count: number;
  status: 'open' | 'resolved';
  resolved_at: string | null;
  resolved_by: number | null;
  resolution_note: string | null;
}
/** `GET admin/alerts?cursor=&limit=`: open alerts (newest first), then resolved ones; `next_cursor` null on the last page */
export interface AdminAlertsReply {
  success: true;
  data: AdminAlert[];
  next_cursor: string | null;
}
/** `POST admin/alerts/{id}/resolve {note}` */
export type ResolveAlertRequest = z.input<typeof resolveAlertBody>;
export interface ResolveAlertReply {
  success: true;
  message: string;
  alert: AdminAlert;
}
