// The money parts of a member's file, read through the same services as the member's own screens (so each figure is
// the one they see): balances and shareholding from the accounts' maintained balances, loans with what they still
// owe, the guarantees they gave, orders and investments. Every read is a fixed number of indexed queries with a
// bound on its rows, so a member's file costs the same at any length of history.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { MemberFileBalances, MemberFileGuarantee, MemberFileInvestment, MemberFileLoan, MemberFileOrder, MemberFileShareholding } from '../../contract';
import type { Executor } from '../../db/client';
import { LOAN_STATUS, loanGuarantors, loans, orders, savingsLiens, users } from '../../db/schema';
import { formatKobo } from '../../money/money';
import { displayName } from '../auth';
import { myHoldings } from '../investments';
import { lienReference, repaymentFigures } from '../loans';
import { activeTargetsKobo, targetsWithBalances, sharesBalanceKobo, pledgeableBalances } from '../savings';
import { getSettings } from '../settings';
import { owedOnOrders, remainingOf } from '../shop';
import { walletBalance } from '../wallet';

export const FILE_LOANS = 50;
export const FILE_GUARANTEES = 50;
export const FILE_ORDERS = 20;

const DAY_MS = 86_400_000;

export async function fileShareholding(executor: Executor, userId: number): Promise<MemberFileShareholding> {
  const balance = await sharesBalanceKobo(executor, userId);
  const minimum = (await getSettings(executor)).minimumShareholdingKobo;
  return { balance: formatKobo(balance), minimum: formatKobo(minimum), minimum_met: balance >= minimum, shortfall: formatKobo(balance >= minimum ? 0n : minimum - balance) };
}

export async function fileBalances(executor: Executor, userId: number): Promise<MemberFileBalances> {
  const wallet = await walletBalance(executor, userId);
  const shares = await sharesBalanceKobo(executor, userId);
  const pledgeable = await pledgeableBalances(executor, userId);
  const targets = await targetsWithBalances(executor, userId);
  const activeTargets = await activeTargetsKobo(executor, userId);
  return {
    wallet: formatKobo(wallet),
    shares: formatKobo(shares),
    regular: formatKobo(pledgeable.regularKobo),
    save_to_loan: formatKobo(pledgeable.saveToLoanKobo),
    targets: targets.map(({ plan, balanceKobo }) => ({ id: plan.id, name: plan.targetName || `Target ${plan.id}`, status: plan.status, balance: formatKobo(balanceKobo) })),
    savings_total: formatKobo(pledgeable.regularKobo + activeTargets + pledgeable.saveToLoanKobo),
    under_lien: formatKobo(pledgeable.liensKobo),
    guarantable: formatKobo(pledgeable.guarantableKobo),
  };
}

/** days overdue on `today` from the maintained earliest unpaid due date (a disbursed loan only) */
export function daysOverdue(status: number, oldestUnpaidDueDate: string | null, today: string): number {
  if (status !== LOAN_STATUS.disbursed || !oldestUnpaidDueDate || oldestUnpaidDueDate >= today) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${oldestUnpaidDueDate}T00:00:00Z`)) / DAY_MS);
}

export async function fileLoans(executor: Executor, userId: number, today: string): Promise<MemberFileLoan[]> {
  const rows = await executor.select().from(loans).where(eq(loans.userId, userId)).orderBy(desc(loans.id)).limit(FILE_LOANS);
  const figures = await repaymentFigures(executor, rows, today);
  return rows.map((loan) => ({
    id: loan.id,
    kind: loan.kind,
    amount: formatKobo(loan.amountKobo),
    outstanding: formatKobo(figures.get(loan.id)!.outstandingKobo),
    status: loan.status,
    days_overdue: daysOverdue(loan.status, loan.oldestUnpaidDueDate, today),
    created_at: loan.createdAt.toISOString(),
  }));
}

/** the guarantees the member gave to other members' loans, newest first, with what their lien on each still holds */
export async function fileGuarantees(executor: Executor, userId: number): Promise<MemberFileGuarantee[]> {
  const rows = await executor
    .select({ g: loanGuarantors, loanStatus: loans.status, borrower: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(loanGuarantors)
    .innerJoin(loans, eq(loans.id, loanGuarantors.loanId))
    .innerJoin(users, eq(users.id, loans.userId))
    .where(and(eq(loanGuarantors.userId, userId), ne(loans.userId, userId)))
    .orderBy(desc(loanGuarantors.id))
    .limit(FILE_GUARANTEES);
  if (!rows.length) return [];
  const liens = await executor
    .select({ reference: savingsLiens.reference, held: sql<string>`sum(${savingsLiens.amountKobo} - ${savingsLiens.releasedKobo})::text` })
    .from(savingsLiens)
    .where(and(eq(savingsLiens.userId, userId), isNull(savingsLiens.releasedAt), inArray(savingsLiens.reference, rows.map((r) => lienReference(r.g.loanId)))))
    .groupBy(savingsLiens.reference);
  const held = new Map(liens.map((l) => [l.reference, BigInt(l.held)]));
  return rows.map(({ g, loanStatus, borrower }) => ({
    loan_id: g.loanId,
    borrower: { id: borrower.id, name: displayName(borrower), email: borrower.email },
    guaranteed: formatKobo(g.guaranteedKobo),
    held: formatKobo(held.get(lienReference(g.loanId)) ?? 0n),
    status: g.status,
    loan_status: loanStatus,
  }));
}

export async function fileOrders(executor: Executor, userId: number): Promise<MemberFileOrder[]> {
  const rows = await executor.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(FILE_ORDERS);
  const owed = await owedOnOrders(executor, rows);
  return rows.map((order) => ({
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    total: formatKobo(order.totalKobo),
    remaining: formatKobo(remainingOf(order, owed.get(order.id))),
    created_at: order.createdAt.toISOString(),
  }));
}

export async function fileInvestments(executor: Executor, userId: number): Promise<MemberFileInvestment[]> {
  const market = await myHoldings(executor, userId, 'market');
  const halal = await myHoldings(executor, userId, 'halal');
  return [...market, ...halal].map((h) => ({
    investment_id: h.investments_id ?? h.halai_investments_id ?? 0,
    kind: h.kind,
    investment_type: h.investment_type,
    slots: h.slots,
    amount: h.amount,
    payout: h.payout,
    maturity_date: h.maturity_date,
    paid_out: h.paid_out,
  }));
}
