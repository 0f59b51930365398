// Auto-repay (opt-in per loan): on each due date the instalment is taken from the wallet — all of it, or what the
// wallet holds (the rest stays due: never all-or-nothing) — and the member is told either way. One attempt per
// instalment per Lagos day: the attempt's row (unique instalment + day) is written in the same transaction as the
// money, so a runner that dies leaves nothing behind and two runners never take the same instalment twice.
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { loanAutoRepayRuns, type LoanInstalment } from '../../../db/schema';
import { MEMBER_ACCOUNT_KIND, memberAccount, withMoneyTransaction } from '../../../ledger';
import { queryRows, toBigInt } from '../../../ledger/sql';
import type { Mailer } from '../../../mail/mailer';
import { formatNairaText } from '../../../money/money';
import { paymentFromWallet } from '../../payments';
import { lagosDate } from '../../../time/lagos';
import { lockLoan } from '../loanRows';
import { loanMails, tellMember, type LoanMailing } from '../notices';
import { LOAN_PURPOSE } from '../purposes';
import { applyRepayment, outstandingKobo } from '../repayment';

export interface AutoRepaySummary {
  paid: number;
  partial: number;
  failed: number;
}

interface DueInstalment {
  id: number;
  loan_id: number;
}

async function claimOne(tx: Transaction, today: string, loanId?: number): Promise<DueInstalment | null> {
  const rows = await queryRows<{ id: unknown; loan_id: unknown }>(
    tx,
    sql`SELECT i.id, i.loan_id FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
        WHERE l.auto_repay AND l.status = 11 AND i.due_date <= ${today}::date AND i.paid_kobo < i.amount_kobo
          ${loanId === undefined ? sql`` : sql`AND l.id = ${loanId}`}
          AND NOT EXISTS (SELECT 1 FROM loan_auto_repay_runs r WHERE r.instalment_id = i.id AND r.run_date = ${today}::date)
        ORDER BY i.due_date, i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED`,
  );
  return rows.length ? { id: Number(rows[0].id), loan_id: Number(rows[0].loan_id) } : null;
}

async function walletBalanceLocked(tx: Transaction, userId: number): Promise<bigint> {
  const wallet = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.wallet);
  const [row] = await queryRows<{ balance: unknown }>(tx, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE id = ${wallet} FOR NO KEY UPDATE`);
  return toBigInt(row.balance);
}

async function attempt(tx: Transaction, due: DueInstalment, now: Date, mails: LoanMailing): Promise<keyof AutoRepaySummary> {
  const today = lagosDate(now);
  const loan = await lockLoan(tx, due.loan_id);
  const [instalment] = await queryRows<LoanInstalment & { amount_kobo: unknown; paid_kobo: unknown; due_date: string }>(tx, sql`SELECT * FROM loan_instalments WHERE id = ${due.id}`);
  const remainder = toBigInt(instalment.amount_kobo) - toBigInt(instalment.paid_kobo);
  const owed = await outstandingKobo(tx, loan);
  const wallet = await walletBalanceLocked(tx, loan.userId);
  const take = [remainder, owed, wallet].reduce((a, b) => (b < a ? b : a));
  const [run] = await tx.insert(loanAutoRepayRuns).values({ loanId: loan.id, instalmentId: due.id, runDate: today, startedAt: now }).returning();
  const link = loan.kind === 'business' ? '/business-fianance' : '/loan';
  if (take <= 0n) {
    await tx.update(loanAutoRepayRuns).set({ status: 'failed', failureReason: 'The wallet was empty', finishedAt: now }).where(sql`id = ${run.id}`);
    await tellMember(tx, { userId: loan.userId, title: 'Auto-repay could not pay', message: `Your instalment of ${formatNairaText(remainder)} due on ${String(instalment.due_date).slice(0, 10)} could not be paid: your wallet is empty. Fund your wallet or repay from the loan page.`, link }, now, mails);
    return 'failed';
  }
  const reference = `FIN-${loan.kind === 'business' ? '08' : '04'}-${String(loan.userId).padStart(5, '0')}-AR${run.id}`;
  const purpose = loan.kind === 'business' ? LOAN_PURPOSE.businessRepayment : LOAN_PURPOSE.loanRepayment;
  const result = await applyRepayment(tx, { loan, payment: paymentFromWallet(tx, { userId: loan.userId, purpose, amountKobo: take, reference }), now, actorId: null });
  const status = take === remainder ? 'paid' : 'partial';
  await tx.update(loanAutoRepayRuns).set({ status, paidKobo: take, reference, finishedAt: now }).where(sql`id = ${run.id}`);
  const message =
    status === 'paid'
      ? `Auto-repay took ${formatNairaText(take)} from your wallet for the instalment due on ${String(instalment.due_date).slice(0, 10)}. ${formatNairaText(result.outstandingKobo)} remains.`
      : `Auto-repay took ${formatNairaText(take)} of your ${formatNairaText(remainder)} instalment (all your wallet held). ${formatNairaText(remainder - take)} of it is still due.`;
  await tellMember(tx, { userId: loan.userId, title: status === 'paid' ? 'Instalment paid' : 'Instalment partly paid', message, link }, now, mails);
  return status;
}

export async function runAutoRepay(deps: { db: Database; mailer: Mailer; config: Config }, now: Date, options: { loanId?: number } = {}): Promise<AutoRepaySummary> {
  const summary: AutoRepaySummary = { paid: 0, partial: 0, failed: 0 };
  const today = lagosDate(now);
  for (;;) {
    const mails = loanMails(deps.config);
    const outcome = await withMoneyTransaction(deps.db, async (tx) => {
      const due = await claimOne(tx, today, options.loanId);
      return due ? attempt(tx, due, now, mails) : null;
    });
    if (!outcome) return summary;
    summary[outcome] += 1;
    deps.mailer.kick();
  }
}
