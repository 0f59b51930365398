// The maturity payout: on or after an investment's maturity date, each holding is paid its principal (from the
// investment's pool) and its expected returns (from the society's investment returns) into the holder's wallet, each
// holding in its own transaction that also marks it paid — so a run stopped midway and run again (or two runs at
// once, on two API instances) pays every holder exactly once; the transfer's unique reference is a second guard.
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import type { Database } from '../../db/client';
import { investmentHoldings, investments, type InvestmentStatus } from '../../db/schema';
import { conflict } from '../../http/errors';
import { investmentPoolPurpose, MEMBER_PURPOSE, memberAccount, societyAccount, SOCIETY_PURPOSE, transfer, withMoneyTransaction } from '../../ledger';
import { formatNairaText } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import { notify } from '../notifications/service';
import { TRANSFER_KIND } from '../transactions/categories';
import { findInvestment } from './purchase';

export const PAYOUT_JOB = 'investments.payouts';
const BATCH = 100;

export interface PayoutRun {
  paid: number;
  remaining: number;
  status: InvestmentStatus;
}

export const payoutReference = (holdingId: number) => `investment_payout:${holdingId}`;

/** pays one holding if it is still unpaid; false when another run got there first */
async function payHolding(db: Database, holdingId: number, now: Date): Promise<boolean> {
  return withMoneyTransaction(db, async (tx) => {
    const [holding] = await tx
      .select()
      .from(investmentHoldings)
      .where(and(eq(investmentHoldings.id, holdingId), isNull(investmentHoldings.paidOutAt)))
      .for('update', { skipLocked: true });
    if (!holding) return false;
    const inv = await findInvestment(tx, holding.investmentId);
    const wallet = await memberAccount(tx, holding.userId, MEMBER_PURPOSE.wallet);
    const postings = [
      { accountId: await societyAccount(tx, investmentPoolPurpose(inv.id)), amount: -holding.amountKobo },
      { accountId: wallet, amount: holding.amountKobo + holding.returnsKobo },
    ];
    if (holding.returnsKobo > 0n) postings.push({ accountId: await societyAccount(tx, SOCIETY_PURPOSE.investmentReturns), amount: -holding.returnsKobo });
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
  });
}

async function unpaidIds(db: Database, investmentId: number, limit: number): Promise<number[]> {
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
export async function runPayout(db: Database, investmentId: number, now: Date, options: { maxHoldings?: number } = {}): Promise<PayoutRun> {
  const inv = await findInvestment(db, investmentId);
  if (lagosDate(now) < inv.maturityDate) throw conflict(`Payouts open on the maturity date, ${inv.maturityDate}`);
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

export function registerPayoutJob(deps: AppDeps): void {
  deps.jobs.registerJob({
    name: PAYOUT_JOB,
    everyMs: 3_600_000,
    run: async (db, now, { log }) => {
      const summary = await runDuePayouts(db as Database, now);
      if (summary.paid) log.info({ job: PAYOUT_JOB, ...summary }, 'investment payouts');
      return summary;
    },
  });
}
