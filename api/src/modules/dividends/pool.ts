// The dividend pool: dividends are paid only from it, and it is funded by its own transfer from a society income
// account (a proposal another administrator approves). Society income accounts are credit-normal like the pool:
// a positive balance is money the society holds there (ledger/README.md), so neither may give more than it holds.
import { sql } from 'drizzle-orm';
import type { DividendPoolReply } from '../../contract';
import type { Executor } from '../../db/client';
import type { AdminProposalRow } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { SOCIETY_ACCOUNT_KIND, societyAccount, transfer, TRANSFER_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo, formatNairaText, parseNaira } from '../../money/money';
import { createProposal } from '../approvals';
import { FUNDING_SOURCES, type FundingSource } from './schema';

export const SOURCE_LABELS: Record<FundingSource, string> = {
  fee_income: 'Fee income',
  registration_fee_income: 'Registration fee income',
  loan_form_fee_income: 'Loan form fee income',
  business_markup_income: 'Business finance mark-up income',
  product_sales: 'Product sales',
};

export const poolShortMessage = (poolKobo: bigint) => `The dividend pool holds ${formatNairaText(poolKobo)}: fund it before declaring more`;

export const sourceShortMessage = (source: FundingSource, heldKobo: bigint, amountKobo: bigint) =>
  `${SOURCE_LABELS[source]} holds ${formatNairaText(heldKobo)}: it cannot fund ${formatNairaText(amountKobo)}`;

/** a society account's balance, 0 when it was never used (read paths create no account) */
export async function societyBalance(executor: Executor, purpose: string): Promise<bigint> {
  const rows = await queryRows<{ balance: unknown }>(executor, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE owner_user_id IS NULL AND purpose = ${purpose}`);
  return rows.length ? toBigInt(rows[0].balance) : 0n;
}

/**
 * The society account's id and balance with its row locked until the transaction ends: two approvals paying out of
 * the same account wait for each other, and the second sees what the first left.
 */
export async function lockSocietyAccount(tx: Executor, purpose: string): Promise<{ id: number; balance: bigint }> {
  const id = await societyAccount(tx, purpose);
  const [row] = await queryRows<{ balance: unknown }>(tx, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE id = ${id} FOR UPDATE`);
  return { id, balance: toBigInt(row.balance) };
}

export async function poolReply(executor: Executor): Promise<DividendPoolReply> {
  const sources = [];
  for (const source of FUNDING_SOURCES) sources.push({ source, label: SOURCE_LABELS[source], balance: formatKobo(await societyBalance(executor, source)) });
  return { success: true, pool_balance: formatKobo(await societyBalance(executor, SOCIETY_ACCOUNT_KIND.dividendPool)), sources };
}

/** A `dividend_funding` proposal; 422 when the source does not hold the amount now. */
export async function proposeFunding(tx: Executor, input: { amountKobo: bigint; source: FundingSource; note: string; proposedBy: number; now: Date }): Promise<AdminProposalRow> {
  const held = await societyBalance(tx, input.source);
  if (held < input.amountKobo) throw unprocessable(sourceShortMessage(input.source, held, input.amountKobo));
  return createProposal(tx, {
    kind: 'dividend_funding',
    payload: { amount: formatKobo(input.amountKobo), source: input.source, note: input.note },
    summary: `Move ${formatNairaText(input.amountKobo)} from ${SOURCE_LABELS[input.source].toLowerCase()} into the dividend pool: ${input.note}`,
    proposedBy: input.proposedBy,
    now: input.now,
  });
}

/** The executor of a `dividend_funding` proposal: one transfer source → pool, refused when the source is short. */
export async function fundDividendPool(tx: Executor, proposal: AdminProposalRow) {
  const amountKobo = parseNaira(proposal.payload.amount);
  const source = proposal.payload.source as FundingSource;
  if (!amountKobo || !FUNDING_SOURCES.includes(source)) throw unprocessable('This proposal no longer reads as a valid funding: reject it and propose again');
  const from = await lockSocietyAccount(tx, source);
  if (from.balance < amountKobo) throw unprocessable(sourceShortMessage(source, from.balance, amountKobo));
  const pool = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.dividendPool);
  const note = String(proposal.payload.note ?? '');
  const posted = await transfer(tx, {
    reference: `DIVFUND-${proposal.id}`,
    kind: TRANSFER_KIND.dividendFunding,
    description: `Dividend pool funded from ${SOURCE_LABELS[source].toLowerCase()}: ${note}`,
    postings: [
      { accountId: from.id, amount: -amountKobo },
      { accountId: pool, amount: amountKobo },
    ],
    metadata: { proposal_id: proposal.id, source, note },
  });
  const poolBalance = await societyBalance(tx, SOCIETY_ACCOUNT_KIND.dividendPool);
  return {
    message: `${formatNairaText(amountKobo)} moved from ${SOURCE_LABELS[source].toLowerCase()} into the dividend pool, which now holds ${formatNairaText(poolBalance)}`,
    result: { transfer_reference: posted.reference, pool_balance: formatKobo(poolBalance) },
  };
}
