// One withdrawal for the console's withdrawal page: the member, the money, where it is paid (the account number masked),
// what the provider said, its whole history with the administrators who acted, their requests from the audit trail
// (done or refused), and which actions are open to the administrator reading it.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminWithdrawalDetails, WithdrawalActionKind, WithdrawalAdminAct, WithdrawalHistoryEntry, WithdrawalPerson } from '../../contract';
import type { Executor } from '../../db/client';
import { auditLog, users, withdrawalEvents, withdrawals, type WithdrawalRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { selfDealingMessage } from '../../http/selfDealing';
import { formatKobo } from '../../money/money';
import { displayName } from '../auth';
import { BUSY, NOT_PENDING } from './adminMessages';
import { maskAccount } from './bankAccount';
import { isStuck } from './views';

export const WITHDRAWAL_NOT_FOUND = 'There is no withdrawal with this id';
/** the audit rows shown: a withdrawal is acted on a few times at most */
const ACTS_SHOWN = 50;
/** the audit row's subject: `withdrawal` when the handler described it, else the route's own `withdrawals` */
const SUBJECT_TYPES = ['withdrawal', 'withdrawals'];

const actor = alias(users, 'actor');
/** the administrator of a left join: null for the system and the provider */
const person = (row: { id: number; firstName: string; lastName: string; email: string } | null): WithdrawalPerson | null =>
  row && { id: row.id, name: displayName(row), email: row.email };

async function historyOf(executor: Executor, id: number): Promise<WithdrawalHistoryEntry[]> {
  const rows = await executor
    .select({ event: withdrawalEvents, actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email } })
    .from(withdrawalEvents)
    .leftJoin(actor, eq(actor.id, withdrawalEvents.actorUserId))
    .where(eq(withdrawalEvents.withdrawalId, id))
    .orderBy(asc(withdrawalEvents.id));
  return rows.map(({ event, actor: by }) => ({ kind: event.kind, at: event.createdAt.toISOString(), note: event.note, by: person(by) }));
}

async function actsOn(executor: Executor, id: number): Promise<WithdrawalAdminAct[]> {
  const rows = await executor
    .select({ act: auditLog, actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email } })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(and(inArray(auditLog.subjectType, SUBJECT_TYPES), eq(auditLog.subjectId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(ACTS_SHOWN);
  return rows.map(({ act, actor: by }) => {
    const who = person(by);
    return { id: act.id, at: act.at.toISOString(), action: act.action, outcome: act.outcome, by: who && { ...who, role: act.actorRole }, detail: act.detail };
  });
}

/** Retry and void are both open on a pending withdrawal that is not the viewer's and that nobody is sending right now. */
function openActions(row: WithdrawalRow, now: Date, viewerId: number): { open: WithdrawalActionKind[]; closedBecause: string | null } {
  if (row.status !== 'reserved' && row.status !== 'sent') return { open: [], closedBecause: NOT_PENDING };
  if (row.userId === viewerId) return { open: [], closedBecause: selfDealingMessage('withdrawal') };
  if (row.leaseUntil && row.leaseUntil > now) return { open: [], closedBecause: BUSY };
  // held by the provider for an OTP: only the OTP sends it (or the provider abandons it and the job gives the money back)
  if (row.providerStatus === 'otp') return { open: ['finalize'], closedBecause: null };
  return { open: ['retry', 'void'], closedBecause: null };
}

export async function adminWithdrawalDetails(executor: Executor, id: number, now: Date, viewerId: number): Promise<AdminWithdrawalDetails> {
  const [found] = await executor
    .select({ withdrawal: withdrawals, member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNo: users.phoneNo } })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!found) throw notFound(WITHDRAWAL_NOT_FOUND);
  const { withdrawal: w, member } = found;
  const [history, acts] = await Promise.all([historyOf(executor, id), actsOn(executor, id)]);
  const { open, closedBecause } = openActions(w, now, viewerId);
  return {
    id: w.id,
    reference: w.reference,
    status: w.status,
    amount: formatKobo(w.amountKobo),
    // the whole amount leaves the wallet and is paid: no fee is taken on a withdrawal today
    fee: formatKobo(0n),
    created_at: w.createdAt.toISOString(),
    deadline_at: w.deadlineAt.toISOString(),
    member: { id: member.id, name: displayName(member), email: member.email, phone_no: member.phoneNo },
    bank_account: { bank_name: w.bankName, bank_code: w.bankCode, account_no: maskAccount(w.accountNo), account_name: w.accountName },
    provider: { name: w.provider, transfer_code: w.providerTransferCode, status: w.providerStatus, last_error: w.lastProviderError, send_attempts: w.sendAttempts },
    stuck: isStuck(w, now),
    anomaly: w.anomalyAt !== null,
    anomaly_at: w.anomalyAt?.toISOString() ?? null,
    amount_owed: w.amountOwedKobo === null ? null : formatKobo(w.amountOwedKobo),
    failure_reason: w.failureReason,
    history,
    administrator_acts: acts,
    open_actions: open,
    closed_because: closedBecause,
    yours: w.userId === viewerId,
  };
}
