// The maturity payout: on or after an investment's maturity date, each holding is paid its principal (from the
// investment's pool) and its expected returns (from the society's investment returns) into the holder's wallet, each
// holding in its own transaction that also marks it paid — so a run stopped midway and run again (or two runs at
// once, on two API instances) pays every holder exactly once; the transfer's unique reference is a second guard.
// The hourly job runs it on its own; an administrator who wants it now proposes it, and it runs (in the approval's one
// transaction) when another administrator approves it (../approvals).
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { JobDefinition } from '../../jobs';
import type { Database, Executor } from '../../db/client';
import { adminProposals, investmentHoldings, investments, type AdminProposalRow, type InvestmentStatus } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { investmentPoolAccountKind, MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, SOCIETY_ACCOUNT_KIND, transfer, withMoneyTransaction, TRANSFER_KIND } from '../../ledger';
import { formatKobo, formatNairaText } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { createProposal } from '../approvals';
import { notify } from '../notifications';
import { findInvestment } from './purchase';
import type { InvestmentRow } from './views';

export const PAYOUT_JOB = 'investments.payouts';
const BATCH = 100;

export interface PayoutRun {
  paid: number;
  remaining: number;
  status: InvestmentStatus;
}

export const payoutReference = (holdingId: number) => `investment_payout:${holdingId}`;

/** pays one holding if it is still unpaid, in the caller's transaction; false when another run got there first */
async function payHoldingIn(tx: Executor, holdingId: number, now: Date): Promise<boolean> {
  const [holding] = await tx
    .select()
    .from(investmentHoldings)
    .where(and(eq(investmentHoldings.id, holdingId), isNull(investmentHoldings.paidOutAt)))
    .for('update', { skipLocked: true });
  if (!holding) return false;
  const inv = await findInvestment(tx, holding.investmentId);
  const wallet = await memberAccount(tx, holding.userId, MEMBER_ACCOUNT_KIND.wallet);
  const postings = [
    { accountId: await societyAccount(tx, investmentPoolAccountKind(inv.id)), amount: -holding.amountKobo },
    { accountId: wallet, amount: holding.amountKobo + holding.returnsKobo },
  ];
  if (holding.returnsKobo > 0n) postings.push({ accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.investmentReturns), amount: -holding.returnsKobo });
  await transfer(tx, {
    reference: payoutReference(holding.id),
    kind: TRANSFER_KIND.investmentPayout,
    userId: holding.userId,
    description: `${inv.investmentType} matured: principal and returns`,
    postings,
    metadata: { investment_id: inv.id, holding_id: holding.id, payment_method: 'Wallet', principal: holding.amountKobo.toString(), returns: holding.returnsKobo.toString() },
  });
  await tx.update(investmentHoldings).set({ paidOutAt: now }).where(eq(investmentHoldings.id, holding.id));
  await notify(tx, holding.userId, {
    title: 'Investment matured',
    message: `${inv.investmentType} has matured: ${formatNairaText(holding.amountKobo + holding.returnsKobo)} (${formatNairaText(holding.amountKobo)} principal and ${formatNairaText(holding.returnsKobo)} returns) is in your wallet.`,
    link: '/wallet',
    createdAt: now,
  });
  return true;
}

/** pays one holding in its own transaction */
async function payHolding(db: Database, holdingId: number, now: Date): Promise<boolean> {
  return withMoneyTransaction(db, (tx) => payHoldingIn(tx, holdingId, now));
}

async function unpaidIds(db: Executor, investmentId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: investmentHoldings.id })
    .from(investmentHoldings)
    .where(and(eq(investmentHoldings.investmentId, investmentId), isNull(investmentHoldings.paidOutAt)))
    .orderBy(asc(investmentHoldings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Pays an investment's unpaid holdings (at most `maxHoldings` this run). Refused before the maturity date. The status
 * is 'paying' while holdings remain and 'paid' once none do.
 */
export const payoutNotOpenMessage = (inv: Pick<InvestmentRow, 'maturityDate'>) => `Payouts open on the maturity date, ${inv.maturityDate}`;

export async function runPayout(db: Database, investmentId: number, now: Date, options: { maxHoldings?: number } = {}): Promise<PayoutRun> {
  const inv = await findInvestment(db, investmentId);
  if (lagosDate(now) < inv.maturityDate) throw conflict(payoutNotOpenMessage(inv));
  if (inv.status !== 'paid') await db.update(investments).set({ status: 'paying' }).where(and(eq(investments.id, inv.id), ne(investments.status, 'paid')));
  let paid = 0;
  const budget = options.maxHoldings ?? Number.POSITIVE_INFINITY;
  while (paid < budget) {
    const ids = await unpaidIds(db, inv.id, Math.min(BATCH, budget - paid));
    if (!ids.length) break;
    let progressed = false;
    for (const id of ids) {
      if (paid >= budget) break;
      if (await payHolding(db, id, now)) {
        paid += 1;
        progressed = true;
      }
    }
    // the rest are being paid by another run right now
    if (!progressed) break;
  }
  const remaining = (await unpaidIds(db, inv.id, 1_000_000)).length;
  let status: InvestmentStatus = 'paying';
  if (remaining === 0) {
    await db.update(investments).set({ status: 'paid', paidAt: now }).where(eq(investments.id, inv.id));
    status = 'paid';
  }
  return { paid, remaining, status };
}

/** every investment due today or before and not fully paid */
export async function runDuePayouts(db: Database, now: Date): Promise<{ investments: number; paid: number }> {
  const due = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(lte(investments.maturityDate, lagosDate(now)), ne(investments.status, 'paid')));
  let paid = 0;
  for (const inv of due) paid += (await runPayout(db, inv.id, now)).paid;
  return { investments: due.length, paid };
}

export function payoutJob(): JobDefinition {
  return {
    name: PAYOUT_JOB,
    everyMs: 3_600_000,
    run: async (db, now, { log }) => {
      const summary = await runDuePayouts(db as Database, now);
      if (summary.paid) log.info({ job: PAYOUT_JOB, ...summary }, 'investment payouts');
      return summary;
    },
  };
}

/** what a payout run of this investment would pay now: the unpaid holdings and their principal and returns */
async function unpaidTotals(executor: Executor, investmentId: number): Promise<{ holdings: number; dueKobo: bigint }> {
  const [row] = await executor
    .select({ holdings: sql<number>`count(*)::int`, due: sql<string>`coalesce(sum(${investmentHoldings.amountKobo} + ${investmentHoldings.returnsKobo}), 0)::text` })
    .from(investmentHoldings)
    .where(and(eq(investmentHoldings.investmentId, investmentId), isNull(investmentHoldings.paidOutAt)));
  return { holdings: Number(row.holdings), dueKobo: BigInt(row.due) };
}

/**
 * An `investment_payout` proposal: refused before the maturity date (409, as a run is), once every holder is paid,
 * and while another payout of it waits for approval.
 */
export async function proposePayout(tx: Executor, input: { investmentId: number; proposedBy: number; now: Date }): Promise<AdminProposalRow> {
  const inv = await findInvestment(tx, input.investmentId);
  if (lagosDate(input.now) < inv.maturityDate) throw conflict(payoutNotOpenMessage(inv));
  if (inv.status === 'paid') throw conflict(`Every holder of ${inv.investmentType} has already been paid`);
  const [waiting] = await tx
    .select({ id: adminProposals.id })
    .from(adminProposals)
    .where(and(eq(adminProposals.kind, 'investment_payout'), eq(adminProposals.status, 'pending'), sql`${adminProposals.payload}->>'investment_id' = ${String(inv.id)}`))
    .limit(1);
  if (waiting) throw conflict(`A payout of ${inv.investmentType} already waits for approval (proposal ${waiting.id})`);
  const due = await unpaidTotals(tx, inv.id);
  return createProposal(tx, {
    kind: 'investment_payout',
    payload: { investment_id: inv.id, investment: inv.investmentType, maturity_date: inv.maturityDate, holdings: due.holdings, amount: formatKobo(due.dueKobo) },
    summary: `Pay out ${inv.investmentType}: ${formatNairaText(due.dueKobo)} principal and returns to ${due.holdings} holding${due.holdings === 1 ? '' : 's'}`,
    proposedBy: input.proposedBy,
    now: input.now,
  });
}

export function payoutMessage(run: PayoutRun): string {
  if (run.status !== 'paid') return `${run.paid} paid, ${run.remaining} still being paid`;
  return run.paid ? `${run.paid} holding${run.paid === 1 ? '' : 's'} paid: every holder has been paid` : 'Every holder has already been paid';
}

/**
 * The executor of an `investment_payout` proposal: every unpaid holding paid in the approval's transaction (one the
 * job is paying at this moment is left to it: skipped, and counted as remaining).
 */
export async function payOutInvestment(tx: Executor, proposal: AdminProposalRow, context: { now: Date }) {
  const inv = await findInvestment(tx, Number(proposal.payload.investment_id));
  if (lagosDate(context.now) < inv.maturityDate) throw unprocessable(payoutNotOpenMessage(inv));
  let paid = 0;
  for (const id of await unpaidIds(tx, inv.id, 1_000_000)) if (await payHoldingIn(tx, id, context.now)) paid += 1;
  const remaining = (await unpaidTotals(tx, inv.id)).holdings;
  const status: InvestmentStatus = remaining === 0 ? 'paid' : 'paying';
  await tx
    .update(investments)
    .set(status === 'paid' ? { status, paidAt: context.now } : { status })
    .where(and(eq(investments.id, inv.id), ne(investments.status, 'paid')));
  const run = { paid, remaining, status };
  return { message: `${inv.investmentType}: ${payoutMessage(run)}`, result: { ...run, investment_id: inv.id } };
}
