// The payout anomaly: the provider reports paid a withdrawal we had already reversed, so the member got the money
// back in the wallet AND in the bank. Recorded once on the withdrawal (the amount the society is owed) and raised as
// an admin alert. Nothing moves in the ledger and nothing is taken from the member: the provider's word needs a
// person to confirm it against the provider's records, and recovering the money is agreed with the member.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, withdrawals, type WithdrawalRow } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { raiseAlert } from '../alerts';
import { displayName } from '../auth';
import { naira } from '../payments';

export const ANOMALY_NOTE = 'The provider reports this transfer paid, but it had been reversed';

/** false when this withdrawal's anomaly was recorded already */
export async function recordPayoutAnomaly(tx: Executor, w: WithdrawalRow, now: Date): Promise<boolean> {
  const [marked] = await tx
    .update(withdrawals)
    .set({ anomalyAt: now, amountOwedKobo: w.amountKobo, providerStatus: 'success' })
    .where(sql`${withdrawals.id} = ${w.id} AND ${withdrawals.anomalyAt} IS NULL`)
    .returning({ id: withdrawals.id });
  if (!marked) return false;
  const [member] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, w.userId));
  const name = displayName(member);
  await raiseAlert(
    tx,
    {
      kind: 'payout_anomaly',
      subject: `withdrawal:${w.id}`,
      title: `Withdrawal ${w.reference} was paid after it was reversed: ${name} owes ${naira(w.amountKobo)}`,
      message: `The provider reports withdrawal ${w.reference} to ${name} paid after we had reversed it, so the member received ${naira(w.amountKobo)} twice. Nothing has been taken back.`,
      details: { user_id: w.userId, member_name: name, member_email: member.email, reference: w.reference, amount: formatKobo(w.amountKobo), bank_name: w.bankName },
      amountOwedKobo: w.amountKobo,
      withdrawalId: w.id,
    },
    now,
  );
  return true;
}
