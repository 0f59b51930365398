// The two gates of the savings area, enforced by the API (the UI shows them first): membership for every savings
// route (facts §1.3), and the shareholding minimum before funding another package, creating a target or
// requesting a loan (facts §1.4, the dialog's own words).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { forbidden } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, findMemberAccount } from '../../ledger';
import { preparedRows, toBigInt } from '../../ledger/sql';
import { formatNairaText } from '../../money/money';
import { membersOnly } from '../membership';

export const NOT_A_MEMBER = 'Only members can use savings and shareholdings. Pay the registration fee to become a member.';

/** the savings (and loans) routes' refusal of non-members: the membership area's one guard, with these words */
export const requireMembership = membersOnly(NOT_A_MEMBER);

export type GatedAction = 'fund' | 'target' | 'loan';
const ACTION_WORDS: Record<GatedAction, string> = { fund: 'Fund other Accounts', target: 'create a Target', loan: 'Request for Loan' };

export function shareholdingGateMessage(minimumKobo: bigint, action: GatedAction): string {
  return `A minimum of ${formatNairaText(minimumKobo)} is required in your Shareholding before you can ${ACTION_WORDS[action]}`;
}

export async function sharesBalanceKobo(executor: Executor, userId: number): Promise<bigint> {
  return (await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.shares))?.balance ?? 0n;
}

/**
 * 403 with the dialog's text while the member's shares are below the society's minimum (one query for both figures,
 * prepared: it runs before every package funding)
 */
export async function assertShareholdingMinimum(executor: Executor, userId: number, action: GatedAction): Promise<void> {
  const [row] = await preparedRows<{ minimum: string; shares: string }>(
    executor,
    'shareholding_gate',
    sql`SELECT minimum_shareholding_kobo::text AS minimum,
               coalesce((SELECT balance FROM ledger_accounts WHERE owner_user_id = ${userId} AND purpose = ${MEMBER_ACCOUNT_KIND.shares}), 0)::text AS shares
        FROM society_settings WHERE id = 1`,
  );
  if (!row) throw new Error('society_settings has no row: run the migrations');
  const minimum = toBigInt(row.minimum);
  if (toBigInt(row.shares) < minimum) throw forbidden(shareholdingGateMessage(minimum, action));
}
