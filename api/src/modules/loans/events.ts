// The audit trail of a loan: every decision (who, what, when), appended in the transaction that makes it.
import { asc, eq } from 'drizzle-orm';
import type { LoanEventRow } from '../../contract';
import type { Executor } from '../../db/client';
import { loanEvents, users } from '../../db/schema';
import { displayName } from '../auth';

export type LoanEventAction =
  | 'requested'
  | 'form_fee_paid'
  | 'guarantee_accepted'
  | 'guarantee_declined'
  | 'group_approved'
  | 'group_declined'
  | 'covered'
  | 'offer_made'
  | 'offer_accepted'
  | 'offer_declined'
  | 'approved'
  | 'declined'
  | 'disbursed'
  | 'auto_repay_on'
  | 'auto_repay_off'
  | 'completed'
  | 'cancelled';

export interface NewLoanEvent {
  loanId: number;
  /** null: the system (a job) */
  actorId: number | null;
  action: LoanEventAction;
  note?: string | null;
  at: Date;
}

export async function recordLoanEvent(tx: Executor, event: NewLoanEvent): Promise<void> {
  await tx.insert(loanEvents).values({ loanId: event.loanId, actorId: event.actorId, action: event.action, note: event.note ?? null, at: event.at });
}

export async function loanEventRows(executor: Executor, loanId: number): Promise<LoanEventRow[]> {
  const rows = await executor
    .select({ event: loanEvents, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(loanEvents)
    .leftJoin(users, eq(users.id, loanEvents.actorId))
    .where(eq(loanEvents.loanId, loanId))
    .orderBy(asc(loanEvents.id));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    note: event.note,
    actor: actor?.id ? { id: actor.id, name: displayName(actor) } : null,
    at: event.at.toISOString(),
  }));
}
