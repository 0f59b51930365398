// A repayment, inside the transaction that takes the member's money (the loan_repayment / business_repayment charge
// purposes, the auto-repay job): the money goes to the loan fund, the receivable falls by the same amount, a
// business loan's mark-up is earned pro rata, the instalments are filled oldest first, the pledges securing the loan
// shrink pro rata, and at zero the loan is completed and every pledge released.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, loanInstalments, loans, type Loan } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import { accountBalance, societyAccount, SOCIETY_ACCOUNT_KIND, transfer, TRANSFER_KIND } from '../../ledger';
import { formatKobo, formatNairaText } from '../../money/money';
import type { TakenPayment } from '../payments';
import { notify } from '../notifications';
import { releaseLiensProRata } from '../savings';
import { recordLoanEvent } from './events';
import { totalOf } from './loanRows';
import { lienReference, loanAccounts } from './references';

/** facts §3.7, exactly */
export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';
export const NOT_REPAYABLE = 'Repayments open once the loan has been disbursed';
export const ALREADY_REPAID = 'This loan has been fully repaid';

export interface RepaymentResult {
  outstandingKobo: bigint;
  completed: boolean;
}

/** what is still owed on a disbursed loan (its receivable's balance) */
export async function outstandingKobo(tx: Transaction, loan: Pick<Loan, 'id' | 'userId'>): Promise<bigint> {
  return accountBalance(tx, (await loanAccounts(tx, loan)).receivable);
}

/** refuses before any money is taken: the loan must be disbursed and the amount no more than what is owed */
export async function assertRepayable(tx: Transaction, loan: Loan, amountKobo: bigint): Promise<bigint> {
  if (loan.status === LOAN_STATUS.completed) throw conflict(ALREADY_REPAID);
  if (loan.status !== LOAN_STATUS.disbursed) throw conflict(NOT_REPAYABLE);
  const owed = await outstandingKobo(tx, loan);
  if (amountKobo > owed) throw unprocessable(MORE_THAN_BALANCE, { outstanding: formatKobo(owed) });
  return owed;
}

/** the mark-up earned once `repaidKobo` of `totalKobo` is repaid (⌊repaid × markup ÷ total⌋: exact at the end) */
const markupEarned = (repaidKobo: bigint, markupKobo: bigint, totalKobo: bigint) => (repaidKobo * markupKobo) / totalKobo;

export async function applyRepayment(tx: Transaction, input: { loan: Loan; payment: TakenPayment; now: Date; actorId?: number | null }): Promise<RepaymentResult> {
  const { loan, payment, now } = input;
  const owedBefore = await assertRepayable(tx, loan, payment.amountKobo);
  const accounts = await loanAccounts(tx, loan);
  const total = totalOf(loan);
  const business = loan.kind === 'business';
  await payment.transferTo({
    accountId: accounts.fund,
    kind: business ? TRANSFER_KIND.businessRepayment : TRANSFER_KIND.loanRepayment,
    description: business ? `Business finance repayment: ${loan.businessName}` : `Loan #${loan.id} repayment`,
    metadata: { loan_id: loan.id },
  });
  const owedAfter = owedBefore - payment.amountKobo;
  const markup = total - loan.amountKobo;
  const earned = markup > 0n ? markupEarned(total - owedAfter, markup, total) - markupEarned(total - owedBefore, markup, total) : 0n;
  const postings = [
    { accountId: accounts.receivable, amount: -payment.amountKobo },
    { accountId: accounts.contra, amount: payment.amountKobo },
  ];
  if (earned > 0n) {
    postings.push({ accountId: accounts.fund, amount: -earned }, { accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.businessMarkupIncome), amount: earned });
  }
  await transfer(tx, {
    reference: `${payment.reference}-SETTLE`,
    kind: TRANSFER_KIND.loanReceivable,
    userId: loan.userId,
    description: `Loan #${loan.id}: repaid ${formatNairaText(payment.amountKobo)}`,
    postings,
    metadata: { loan_id: loan.id, repayment_reference: payment.reference, markup_earned: earned.toString() },
  });
  await fillInstalments(tx, loan.id, payment.amountKobo, now);
  await releaseLiensProRata(tx, lienReference(loan.id), owedAfter, total, now);
  const completed = owedAfter === 0n;
  if (completed) await completeLoan(tx, loan, now, input.actorId ?? loan.userId);
  return { outstandingKobo: owedAfter, completed };
}

async function fillInstalments(tx: Transaction, loanId: number, amountKobo: bigint, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(loanInstalments)
    .where(sql`${loanInstalments.loanId} = ${loanId} AND ${loanInstalments.paidKobo} < ${loanInstalments.amountKobo}`)
    .orderBy(asc(loanInstalments.seq))
    .for('update');
  let left = amountKobo;
  for (const instalment of open) {
    if (left === 0n) break;
    const take = instalment.amountKobo - instalment.paidKobo < left ? instalment.amountKobo - instalment.paidKobo : left;
    left -= take;
    const paid = instalment.paidKobo + take;
    await tx
      .update(loanInstalments)
      .set({ paidKobo: paid, paidAt: paid === instalment.amountKobo ? now : null })
      .where(eq(loanInstalments.id, instalment.id));
  }
}

async function completeLoan(tx: Transaction, loan: Loan, now: Date, actorId: number | null): Promise<void> {
  await tx.update(loans).set({ status: LOAN_STATUS.completed, completedAt: now, autoRepay: false, updatedAt: now }).where(eq(loans.id, loan.id));
  await recordLoanEvent(tx, { loanId: loan.id, actorId, action: 'completed', at: now });
  const what = loan.kind === 'business' ? `business finance for ${loan.businessName}` : `loan of ${formatNairaText(loan.amountKobo)}`;
  const link = loan.kind === 'business' ? '/business-fianance' : '/loan';
  await notify(tx, loan.userId, { title: 'Loan completed', message: `You have fully repaid your ${what}. Thank you!`, link, createdAt: now });
  const guarantors = await tx
    .select({ userId: loanGuarantors.userId })
    .from(loanGuarantors)
    .where(and(eq(loanGuarantors.loanId, loan.id), eq(loanGuarantors.status, GUARANTOR_STATUS.accepted)));
  for (const g of guarantors) {
    await notify(tx, g.userId, { title: 'Guarantee released', message: `A ${what} you backed has been fully repaid; your pledge is released.`, link: '/loan', createdAt: now });
  }
}
