// Withdrawals as the member and the administrators see them, with the timeline from the event log.
import { asc, inArray } from 'drizzle-orm';
import type { AdminWithdrawal, TimelineStep, Withdrawal, WithdrawalStatus } from '../../contract';
import type { Executor } from '../../db/client';
import { withdrawalEvents, type WithdrawalEventRow, type WithdrawalRow } from '../../db/schema';
import { formatKobo } from '../../money/money';

const STATES: readonly string[] = ['reserved', 'sent', 'confirmed', 'reversed'] satisfies WithdrawalStatus[];
/** past this without the provider's acknowledgement, a reserved withdrawal needs a look */
export const UNACKNOWLEDGED_AFTER_MS = 10 * 60_000;
/** 'otp': the provider holds the transfer for a one-time password an administrator must enter */
export const INCONCLUSIVE_PROVIDER_STATES = ['unknown', 'not_found', 'failed', 'otp'];

async function eventsOf(executor: Executor, ids: number[]): Promise<Map<number, WithdrawalEventRow[]>> {
  const byWithdrawal = new Map<number, WithdrawalEventRow[]>();
  if (!ids.length) return byWithdrawal;
  const rows = await executor.select().from(withdrawalEvents).where(inArray(withdrawalEvents.withdrawalId, ids)).orderBy(asc(withdrawalEvents.id));
  for (const row of rows) byWithdrawal.set(row.withdrawalId, [...(byWithdrawal.get(row.withdrawalId) ?? []), row]);
  return byWithdrawal;
}

function toView(row: WithdrawalRow, events: WithdrawalEventRow[]): Withdrawal {
  const timeline = events
    .filter((e) => STATES.includes(e.kind))
    .map((e): TimelineStep => ({ state: e.kind as WithdrawalStatus, at: e.createdAt.toISOString(), ...(e.note ? { note: e.note } : {}) }));
  return {
    id: row.id,
    reference: row.reference,
    amount: formatKobo(row.amountKobo),
    status: row.status,
    bank_name: row.bankName,
    account_no: row.accountNo,
    account_name: row.accountName,
    created_at: row.createdAt.toISOString(),
    timeline,
    failure_reason: row.failureReason,
  };
}

export async function withdrawalViews(executor: Executor, rows: WithdrawalRow[]): Promise<Withdrawal[]> {
  const events = await eventsOf(executor, rows.map((r) => r.id));
  return rows.map((row) => toView(row, events.get(row.id) ?? []));
}

export function isStuck(row: WithdrawalRow, now: Date): boolean {
  if (row.status !== 'reserved' && row.status !== 'sent') return false;
  return (
    row.deadlineAt < now ||
    INCONCLUSIVE_PROVIDER_STATES.includes(row.providerStatus ?? '') ||
    (row.status === 'reserved' && row.createdAt.getTime() < now.getTime() - UNACKNOWLEDGED_AFTER_MS)
  );
}

export async function adminWithdrawalViews(
  executor: Executor,
  rows: Array<{ withdrawal: WithdrawalRow; member: { name: string; email: string } }>,
  now: Date,
  /** the signed-in administrator: their own withdrawals are marked `yours` */
  viewerId: number,
): Promise<AdminWithdrawal[]> {
  const views = await withdrawalViews(executor, rows.map((r) => r.withdrawal));
  return rows.map(({ withdrawal, member }, i) => ({
    ...views[i],
    user_id: withdrawal.userId,
    member_name: member.name,
    member_email: member.email,
    provider_status: withdrawal.providerStatus,
    last_provider_error: withdrawal.lastProviderError,
    send_attempts: withdrawal.sendAttempts,
    deadline_at: withdrawal.deadlineAt.toISOString(),
    stuck: isStuck(withdrawal, now),
    anomaly: withdrawal.anomalyAt !== null,
    anomaly_at: withdrawal.anomalyAt?.toISOString() ?? null,
    amount_owed: withdrawal.amountOwedKobo === null ? null : formatKobo(withdrawal.amountOwedKobo),
    yours: withdrawal.userId === viewerId,
  }));
}
