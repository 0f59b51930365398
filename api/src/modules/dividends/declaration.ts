// Declaring a dividend takes two administrators and a funded pool: one proposes it (refused when larger than the
// pool holds), another approves it, and only then is it posted, the pool re-checked under its row lock so two
// approvals at once cannot both pay out of the same money.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AdminProposalRow } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../ledger';
import { queryRows } from '../../ledger/sql';
import { formatKobo, formatNairaText, parseNaira } from '../../money/money';
import { createProposal } from '../approvals';
import { lockSocietyAccount, poolShortMessage, societyBalance } from './pool';
import { NO_SHAREHOLDERS, postDividend } from './service';

async function anyShareholder(executor: Executor): Promise<boolean> {
  const rows = await queryRows(
    executor,
    sql`SELECT 1 FROM ledger_accounts a JOIN users u ON u.id = a.owner_user_id
        WHERE a.kind = 'member' AND a.purpose = ${MEMBER_ACCOUNT_KIND.shares} AND a.balance > 0 AND u.member_status LIMIT 1`,
  );
  return rows.length > 0;
}

/** A `dividend_declaration` proposal; 422 when nobody holds shares or the pool holds less. */
export async function proposeDeclaration(tx: Executor, input: { amountKobo: bigint; note: string; proposedBy: number; now: Date }): Promise<AdminProposalRow> {
  if (!(await anyShareholder(tx))) throw unprocessable(NO_SHAREHOLDERS);
  const pool = await societyBalance(tx, SOCIETY_ACCOUNT_KIND.dividendPool);
  if (pool < input.amountKobo) throw unprocessable(poolShortMessage(pool));
  return createProposal(tx, {
    kind: 'dividend_declaration',
    payload: { amount: formatKobo(input.amountKobo), note: input.note },
    summary: `Pay a dividend of ${formatNairaText(input.amountKobo)} to every shareholder: ${input.note}`,
    proposedBy: input.proposedBy,
    now: input.now,
  });
}

/** The executor of a `dividend_declaration` proposal: posted from the pool, refused when the pool is short now. */
export async function declareDividend(tx: Executor, proposal: AdminProposalRow) {
  const amountKobo = parseNaira(proposal.payload.amount);
  if (!amountKobo) throw unprocessable('This proposal no longer reads as a valid dividend: reject it and propose again');
  const pool = await lockSocietyAccount(tx, SOCIETY_ACCOUNT_KIND.dividendPool);
  if (pool.balance < amountKobo) throw unprocessable(poolShortMessage(pool.balance));
  const dividend = await postDividend(tx, { amountKobo, note: String(proposal.payload.note ?? ''), declaredBy: proposal.proposedBy });
  return {
    message: `Dividend of ${formatNairaText(dividend.amountKobo)} paid to ${dividend.memberCount} member${dividend.memberCount === 1 ? '' : 's'}`,
    result: { dividend_id: dividend.id, member_count: dividend.memberCount },
  };
}
