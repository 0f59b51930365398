// The member's package balances as the /savings screens read them: every figure is an account's running balance
// (one indexed row each), never a sum over postings, so it costs the same at any history length.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savingsPlans, type SavingsPlan } from '../../db/schema';
import { MEMBER_ACCOUNT_KIND, findMemberAccount, targetSavingsAccountKind } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';

export async function packageBalanceKobo(executor: Executor, userId: number, purpose: string): Promise<bigint> {
  return (await findMemberAccount(executor, userId, purpose))?.balance ?? 0n;
}

/** every target of the member, newest first, with its account's balance (0 for one never funded) */
export async function targetsWithBalances(executor: Executor, userId: number): Promise<Array<{ plan: SavingsPlan; balanceKobo: bigint }>> {
  const plans = await executor
    .select()
    .from(savingsPlans)
    .where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'target')))
    .orderBy(desc(savingsPlans.id));
  if (!plans.length) return [];
  const rows = await queryRows<{ purpose: unknown; balance: unknown }>(
    executor,
    sql`SELECT purpose, balance::text AS balance FROM ledger_accounts WHERE owner_user_id = ${userId} AND purpose LIKE 'target\_savings:%'`,
  );
  const byPurpose = new Map(rows.map((r) => [String(r.purpose), toBigInt(r.balance)]));
  return plans.map((plan) => ({ plan, balanceKobo: byPurpose.get(targetSavingsAccountKind(plan.id)) ?? 0n }));
}

/** Σ of the member's active targets (a closed target paid its whole balance out, so it holds nothing) */
export async function activeTargetsKobo(executor: Executor, userId: number): Promise<bigint> {
  const [row] = await queryRows<{ total: unknown }>(
    executor,
    sql`SELECT coalesce(sum(a.balance), 0)::text AS total
        FROM savings_plans p JOIN ledger_accounts a ON a.owner_user_id = p.user_id AND a.purpose = 'target_savings:' || p.id
        WHERE p.user_id = ${userId} AND p.kind = 'target' AND p.status = 'active'`,
  );
  return toBigInt(row?.total ?? 0);
}

export const regularKobo = (executor: Executor, userId: number) => packageBalanceKobo(executor, userId, MEMBER_ACCOUNT_KIND.regularSavings);
export const saveToLoanKobo = (executor: Executor, userId: number) => packageBalanceKobo(executor, userId, MEMBER_ACCOUNT_KIND.saveToLoan);

/**
 * The "Loan Investment Balance" of the save-to-loan screen: the part of the save-to-loan savings that active liens
 * hold, min(active liens, save-to-loan balance). Liens pledge regular and save-to-loan together; the screen counts
 * them against save-to-loan first, since that package exists to back loans.
 */
export function loanInvestmentKobo(liensKobo: bigint, saveToLoanBalanceKobo: bigint): bigint {
  return liensKobo < saveToLoanBalanceKobo ? liensKobo : saveToLoanBalanceKobo;
}
