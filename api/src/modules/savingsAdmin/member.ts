// One member's savings at a glance for an administrator: balances, plans with their autosave state, liens, and
// the latest movements of their savings packages.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminSavingsPlan, SavingsMemberReply } from '../../contract';
import type { Executor } from '../../db/client';
import { savingsLiens, savingsPlans, users, type SavingsPlan } from '../../db/schema';
import { notFound } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, memberAccounts, targetSavingsAccountKind } from '../../ledger';
import { queryRows, toBigInt, toDate } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { transactionLabel } from '../transactions';

export const MEMBER_NOT_FOUND = 'No member has this e-mail or id';
const LATEST = 10;

export async function findMember(executor: Executor, who: { email?: string; user_id?: number }) {
  const [user] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, memberStatus: users.memberStatus })
    .from(users)
    .where(who.user_id !== undefined ? eq(users.id, who.user_id) : eq(users.email, who.email ?? ''));
  if (!user) throw notFound(MEMBER_NOT_FOUND);
  return user;
}

function planView(plan: SavingsPlan, balances: Map<string, bigint>): AdminSavingsPlan {
  const purpose = plan.kind === 'target' ? targetSavingsAccountKind(plan.id) : plan.kind === 'regular' ? MEMBER_ACCOUNT_KIND.regularSavings : MEMBER_ACCOUNT_KIND.saveToLoan;
  const balance = plan.kind === 'target' && plan.status !== 'active' ? (plan.closedAmountKobo ?? 0n) : (balances.get(purpose) ?? 0n);
  return {
    id: plan.id,
    kind: plan.kind,
    status: plan.status,
    target_name: plan.targetName,
    targeted_amount: plan.targetedAmountKobo === null ? null : formatKobo(plan.targetedAmountKobo),
    balance: formatKobo(balance),
    amount: formatKobo(plan.amountKobo),
    frequency: plan.frequency,
    auto_status: plan.autoStatus,
    paused: plan.pausedAt !== null,
    consecutive_failures: plan.consecutiveFailures,
    next_run_at: plan.autoStatus && !plan.pausedAt && plan.nextRunAt ? plan.nextRunAt.toISOString() : null,
    end_date: plan.endDate,
    created_at: plan.createdAt.toISOString(),
    closed_at: plan.closedAt ? plan.closedAt.toISOString() : null,
  };
}

async function latestSavingsMovements(executor: Executor, userId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT p.id, t.reference, a.purpose, p.amount::text AS amount, t.kind, t.metadata, t.description, t.created_at
        FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transfers t ON t.id = p.transfer_id
        WHERE a.owner_user_id = ${userId}
          AND (a.purpose IN (${MEMBER_ACCOUNT_KIND.regularSavings}, ${MEMBER_ACCOUNT_KIND.saveToLoan}, ${MEMBER_ACCOUNT_KIND.shares}) OR a.purpose LIKE 'target\\_savings:%')
        ORDER BY p.id DESC
        LIMIT ${LATEST}`,
  );
  return rows.map((r) => {
    const amount = toBigInt(r.amount);
    const type = amount < 0n ? 'debit' : 'credit';
    return {
      id: Number(r.id),
      reference: String(r.reference),
      purpose: String(r.purpose),
      amount: formatKobo(amount < 0n ? -amount : amount),
      transaction_type: type,
      date_time: toDate(r.created_at).toISOString(),
      description: String(r.description),
      category_label: transactionLabel(String(r.kind), r.metadata as Record<string, unknown> | null, type),
    } as const;
  });
}

export async function memberSavings(executor: Executor, who: { email?: string; user_id?: number }): Promise<SavingsMemberReply> {
  const user = await findMember(executor, who);
  const balances = new Map((await memberAccounts(executor, user.id)).map((a) => [a.purpose, a.balance]));
  const plans = await executor.select().from(savingsPlans).where(eq(savingsPlans.userId, user.id)).orderBy(desc(savingsPlans.id));
  const liens = await executor
    .select()
    .from(savingsLiens)
    .where(and(eq(savingsLiens.userId, user.id), isNull(savingsLiens.releasedAt)))
    .orderBy(desc(savingsLiens.id));
  const activeTargetsKobo = plans
    .filter((p) => p.kind === 'target' && p.status === 'active')
    .reduce((sum, p) => sum + (balances.get(targetSavingsAccountKind(p.id)) ?? 0n), 0n);
  const balanceOf = (purpose: string) => formatKobo(balances.get(purpose) ?? 0n);
  return {
    success: true,
    member: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, member_status: user.memberStatus },
    balances: {
      wallet: balanceOf(MEMBER_ACCOUNT_KIND.wallet),
      regular: balanceOf(MEMBER_ACCOUNT_KIND.regularSavings),
      target: formatKobo(activeTargetsKobo),
      save_to_loan: balanceOf(MEMBER_ACCOUNT_KIND.saveToLoan),
      shares: balanceOf(MEMBER_ACCOUNT_KIND.shares),
      pledged: formatKobo(liens.reduce((sum, l) => sum + l.amountKobo - l.releasedKobo, 0n)),
    },
    plans: plans.map((p) => planView(p, balances)),
    liens: liens.map((l) => ({ id: l.id, reason: l.reason, reference: l.reference, amount: formatKobo(l.amountKobo - l.releasedKobo), created_at: l.createdAt.toISOString() })),
    transactions: await latestSavingsMovements(executor, user.id),
  };
}
