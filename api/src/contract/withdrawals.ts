// Withdrawals from the wallet to the member's bank account, and the administrators' view of them.
import type { z } from 'zod';
import type { verifyWithdrawalBody, withdrawBody } from '../modules/withdrawals/schema';
import type { Money, Paginator } from './common';

/**
 * reserved: the money has left the wallet and waits for the bank transfer to be accepted; sent: the provider is paying
 * it; confirmed: paid into the bank account; reversed: it failed or was cancelled and the money is back in the wallet.
 */
export type WithdrawalStatus = 'reserved' | 'sent' | 'confirmed' | 'reversed';
export interface TimelineStep {
  state: WithdrawalStatus;
  at: string;
  note?: string;
}
/** `GET show_withdrawal/{id}` (a bare object; another member's id is a 404) and the rows of `GET withdrawals?page=` */
export interface Withdrawal {
  id: number;
  reference: string;
  amount: Money;
  status: WithdrawalStatus;
  bank_name: string;
  account_no: string;
  account_name: string;
  created_at: string;
  /** reserved → sent → confirmed, or … → reversed; oldest first */
  timeline: TimelineStep[];
  failure_reason: string | null;
}
export type WithdrawalsReply = Paginator<Withdrawal>;
/**
 * `POST verifyPasswordBeforeWithdrawal {password, amount, withdrawal_pin?}` → a 6-digit PIN for this amount and the
 * bank account on file is mailed (valid 10 minutes, `pin_max_attempts` tries, replaced by a newer request); the client
 * shows the message and the PIN step. 429 after `pin_requests_per_hour` PIN requests in an hour; 423 while wrong PINs
 * have locked withdrawals. The limits are society settings (defaults 5 and 5).
 */
export type VerifyWithdrawalRequest = z.input<typeof verifyWithdrawalBody>;
export interface VerifyWithdrawalReply {
  success: true;
  message: string;
  expires_at: string;
  amount: Money;
}
/**
 * `POST paystackWithdrawalToBank {password, amount, withdrawal_pin}` (Idempotency-Key), also reachable as
 * `POST save_withdrawal/add` (spec §7). A replay with the same key answers with the same withdrawal in its current state.
 */
export type WithdrawRequest = z.input<typeof withdrawBody>;
export interface WithdrawReply {
  success: true;
  message: string;
  withdrawal: Withdrawal;
  /** the wallet balance now */
  balance: Money;
}

// administrators (SA, ADMIN)
/**
 * A row of `GET admin/withdrawals?status=pending|reversed|confirmed|stuck|anomaly&page=` (paginated). Pending = reserved
 * or sent; stuck = pending past its deadline or without a conclusive answer from the provider; anomaly = paid after reversed.
 */
export interface AdminWithdrawal extends Withdrawal {
  user_id: number;
  member_name: string;
  member_email: string;
  /** what the provider last said: pending, success, failed, reversed, not_found, or unknown (no conclusive answer) */
  provider_status: string | null;
  last_provider_error: string | null;
  send_attempts: number;
  deadline_at: string;
  stuck: boolean;
  /** the provider reported it paid after we had reversed it: the member received the money twice */
  anomaly: boolean;
  anomaly_at: string | null;
  /** what the member owes the society back because of the anomaly (never taken automatically) */
  amount_owed: Money | null;
  /** the signed-in administrator's own withdrawal: another administrator must retry or void it */
  yours: boolean;
}
export type AdminWithdrawalsReply = Paginator<AdminWithdrawal>;
/**
 * `GET admin/withdrawals?status=&search=&before=&limit=`: keyset pages, newest first (given `before` or `limit`; without
 * either the reply is the numbered page above). `search` is part of the member's name, e-mail or phone number;
 * `before` is `next_before` of the previous page (the last id shown), null on the last page.
 */
export interface AdminWithdrawalsPage {
  data: AdminWithdrawal[];
  next_before: number | null;
}
/** Someone named on a withdrawal's page: the member, or the administrator who acted. */
export interface WithdrawalPerson {
  id: number;
  name: string;
  email: string;
}
/**
 * One entry of a withdrawal's history, oldest first: reserved, sent, send_failed, checked, retried, voided_by_admin,
 * confirmed, reversed, anomaly; `by` is the administrator who acted, null for the system and the provider.
 */
export interface WithdrawalHistoryEntry {
  kind: string;
  at: string;
  note: string | null;
  by: WithdrawalPerson | null;
}
/** An administrator's request about the withdrawal, from the audit trail: done, or refused (and why), or failed. */
export interface WithdrawalAdminAct {
  id: number;
  at: string;
  /** `withdrawals.retry`, `withdrawals.void` */
  action: string;
  outcome: 'done' | 'refused' | 'failed';
  by: (WithdrawalPerson & { role: string }) | null;
  detail: string | null;
}
/** finalize: send a transfer the provider holds for an OTP, with the OTP it sent the society */
export type WithdrawalActionKind = 'retry' | 'void' | 'finalize';
/** `GET admin/withdrawals/{id}` (SA, ADMIN): one withdrawal with everything an administrator needs to decide on it. */
export interface AdminWithdrawalDetails {
  id: number;
  reference: string;
  status: WithdrawalStatus;
  amount: Money;
  /** what the member paid on top of the amount: wallet withdrawals carry none today */
  fee: Money;
  created_at: string;
  deadline_at: string;
  member: WithdrawalPerson & { phone_no: string };
  /** where it is paid; the number masked to its last 4 digits (****1234) */
  bank_account: { bank_name: string; bank_code: string; account_no: string; account_name: string };
  provider: {
    name: string;
    /** the provider's own code for the transfer (ours is `reference`) */
    transfer_code: string | null;
    /** what the provider last said: pending, success, failed, reversed, not_found, or unknown */
    status: string | null;
    last_error: string | null;
    send_attempts: number;
  };
  stuck: boolean;
  anomaly: boolean;
  anomaly_at: string | null;
  amount_owed: Money | null;
  failure_reason: string | null;
  history: WithdrawalHistoryEntry[];
  /** newest first */
  administrator_acts: WithdrawalAdminAct[];
  /** what the signed-in administrator may do now (each asks the provider first, and may still be refused) */
  open_actions: WithdrawalActionKind[];
  /** why nothing is open, when nothing is */
  closed_because: string | null;
  yours: boolean;
}
export interface AdminWithdrawalReply {
  success: true;
  withdrawal: AdminWithdrawalDetails;
}
/** `POST admin/withdrawals/{id}/retry` and `POST admin/withdrawals/{id}/void {reason}` (Idempotency-Key) */
export interface AdminWithdrawalActionReply {
  success: true;
  message: string;
  withdrawal: AdminWithdrawal;
}

// the withdrawal PIN lock (too many wrong PINs in a day; src/modules/pins)
/** `GET withdrawal_lock`: whether my PIN-protected withdrawals are locked, and the message that says how to unlock */
export interface PinLockReply {
  locked: boolean;
  message: string | null;
}
/** a row of `GET admin/pin_locks` */
export interface LockedMember {
  user_id: number;
  member_name: string;
  member_email: string;
  locked_at: string;
  /** the signed-in administrator's own lock: another administrator must lift it */
  yours: boolean;
}
/**
 * `GET admin/pin_locks?search=&before=&limit=`: most recently locked first; `search` is part of the member's name, e-mail
 * or phone number; `before` is `next_before` of the previous page (the last `user_id` shown), null on the last page.
 */
export interface LockedMembersReply {
  data: LockedMember[];
  next_before: number | null;
}
/** `POST admin/pin_locks/{user_id}/unlock` */
export interface UnlockPinsReply {
  success: true;
  message: string;
}
