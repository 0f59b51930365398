// The society's position at the end of a day: what it owes members, what members owe it, its money with the payment
// provider (all from the same balances as the trial balance), and the income its fee and mark-up accounts took in
// over a period (the net of their postings in it, read per account through ledger_postings_account_created_idx).
import { sql } from 'drizzle-orm';
import type { PositionGroup, PositionLine, PositionReply } from '../../contract';
import type { Executor } from '../../db/client';
import { SOCIETY_ACCOUNT_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import type { Period, ReportDay } from './asOf';
import { balanceLines, type BalanceLine } from './balances';
import { INCOME_ACCOUNT_KINDS, MEMBER_FAMILY, memberFamilyLabel, societyLabel } from './labels';

const OWED_TO_MEMBERS_FAMILIES = [MEMBER_FAMILY.wallet, MEMBER_FAMILY.regularSavings, MEMBER_FAMILY.targetSavings, MEMBER_FAMILY.saveToLoan, MEMBER_FAMILY.shares];
const HELD_FOR_MEMBERS = [SOCIETY_ACCOUNT_KIND.payoutsInFlight, SOCIETY_ACCOUNT_KIND.loanFeeHeld, SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld, SOCIETY_ACCOUNT_KIND.dividendPool];
const OWED_BY_MEMBERS_FAMILIES = [MEMBER_FAMILY.loanReceivable, MEMBER_FAMILY.businessReceivable, MEMBER_FAMILY.orderReceivable];

function group(lines: Array<{ key: string; label: string; kobo: bigint }>): PositionGroup {
  return {
    lines: lines.map((l): PositionLine => ({ key: l.key, label: l.label, amount: formatKobo(l.kobo) })),
    total: formatKobo(lines.reduce((sum, l) => sum + l.kobo, 0n)),
  };
}

const memberLine = (lines: BalanceLine[], family: string) => ({
  key: `members:${family}`,
  label: memberFamilyLabel(family),
  kobo: lines.find((l) => l.kind === 'members' && l.name === family)?.balance ?? 0n,
});

const societyLine = (lines: BalanceLine[], purpose: string, sign = 1n) => ({
  key: purpose,
  label: societyLabel(purpose),
  kobo: sign * (lines.find((l) => l.kind === 'society' && l.name === purpose)?.balance ?? 0n),
});

async function incomeByAccount(executor: Executor, period: Period): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ purpose: string; amount: unknown }>(
    executor,
    sql`SELECT a.purpose, coalesce(sum(p.amount), 0)::text AS amount FROM ledger_accounts a
        LEFT JOIN ledger_postings p ON p.account_id = a.id
          AND p.created_at >= ${period.start.toISOString()}::timestamptz AND p.created_at < ${period.end.toISOString()}::timestamptz
        WHERE a.kind = 'society' AND a.purpose IN (${sql.join(INCOME_ACCOUNT_KINDS.map((p) => sql`${p}`), sql`, `)})
        GROUP BY a.purpose`,
  );
  return new Map(rows.map((r) => [r.purpose, toBigInt(r.amount)]));
}

export async function societyPosition(executor: Executor, day: ReportDay, period: Period): Promise<PositionReply> {
  const lines = await balanceLines(executor, day);
  const income = await incomeByAccount(executor, period);
  const pools = lines.filter((l) => l.kind === 'society' && l.name.startsWith('investment_pool:'));
  return {
    success: true,
    as_of: day.date,
    source: day.isToday ? 'maintained_balances' : 'postings_as_of',
    owes_members: group([
      ...OWED_TO_MEMBERS_FAMILIES.map((f) => memberLine(lines, f)),
      { key: 'investment_pools', label: 'Members’ money in investments', kobo: pools.reduce((sum, l) => sum + l.balance, 0n) },
      ...HELD_FOR_MEMBERS.map((p) => societyLine(lines, p)),
    ]),
    owed_to_society: group(OWED_BY_MEMBERS_FAMILIES.map((f) => memberLine(lines, f))),
    // the clearing account is negative while the provider holds money for us
    cash_with_provider: group([{ ...societyLine(lines, SOCIETY_ACCOUNT_KIND.providerClearing, -1n), label: 'Held for the society by the payment provider' }]),
    income: { ...group(INCOME_ACCOUNT_KINDS.map((p) => ({ key: p, label: societyLabel(p), kobo: income.get(p) ?? 0n }))), from: period.from, to: period.to },
  };
}
