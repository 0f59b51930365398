// The society's savings by product: what members hold in each package, and how many hold a balance in it.
import { sql } from 'drizzle-orm';
import type { SavingsProductTotal, SavingsTotalsReply } from '../../contract';
import type { Executor } from '../../db/client';
import { MEMBER_ACCOUNT_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';

interface Sum {
  kobo: bigint;
  members: number;
}

const view = (sum: Sum): SavingsProductTotal => ({ balance: formatKobo(sum.kobo), members: sum.members });

export async function savingsTotals(executor: Executor): Promise<SavingsTotalsReply> {
  const byPurpose = await queryRows<{ purpose: string; kobo: unknown; members: unknown }>(
    executor,
    sql`SELECT purpose, coalesce(sum(balance), 0)::text AS kobo, count(*) FILTER (WHERE balance > 0)::int AS members
        FROM ledger_accounts
        WHERE kind = 'member' AND purpose IN (${MEMBER_ACCOUNT_KIND.regularSavings}, ${MEMBER_ACCOUNT_KIND.saveToLoan}, ${MEMBER_ACCOUNT_KIND.shares})
        GROUP BY purpose`,
  );
  const sumOf = (purpose: string): Sum => {
    const row = byPurpose.find((r) => r.purpose === purpose);
    return row ? { kobo: toBigInt(row.kobo), members: Number(row.members) } : { kobo: 0n, members: 0 };
  };
  const [targets] = await queryRows<{ kobo: unknown; members: unknown; active_targets: unknown }>(
    executor,
    sql`SELECT coalesce(sum(a.balance), 0)::text AS kobo,
               count(DISTINCT p.user_id) FILTER (WHERE a.balance > 0)::int AS members,
               count(p.id)::int AS active_targets
        FROM savings_plans p
        LEFT JOIN ledger_accounts a ON a.owner_user_id = p.user_id AND a.purpose = 'target_savings:' || p.id::text
        WHERE p.kind = 'target' AND p.status = 'active'`,
  );
  const [liens] = await queryRows<{ kobo: unknown; members: unknown; count: unknown }>(
    executor,
    sql`SELECT coalesce(sum(amount_kobo - released_kobo), 0)::text AS kobo, count(DISTINCT user_id)::int AS members, count(*)::int AS count
        FROM savings_liens WHERE released_at IS NULL`,
  );
  const regular = sumOf(MEMBER_ACCOUNT_KIND.regularSavings);
  const saveToLoan = sumOf(MEMBER_ACCOUNT_KIND.saveToLoan);
  const targetKobo = toBigInt(targets.kobo);
  return {
    success: true,
    regular: view(regular),
    target: { ...view({ kobo: targetKobo, members: Number(targets.members) }), active_targets: Number(targets.active_targets) },
    save_to_loan: view(saveToLoan),
    shares: view(sumOf(MEMBER_ACCOUNT_KIND.shares)),
    liens: { amount: formatKobo(toBigInt(liens.kobo)), members: Number(liens.members), count: Number(liens.count) },
    total_savings: formatKobo(regular.kobo + saveToLoan.kobo + targetKobo),
  };
}
