// Fixtures for the loans tests: loan rows inserted straight into the table in any state (each part's routes are
// tested on their own), disbursement and wallet repayments through the area's core services.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOAN_STATUS, loans, type Loan, type LoanKind, type LoanStatus } from '../../../src/db/schema';
import { withMoneyTransaction } from '../../../src/ledger';
import { disburseLoan } from '../../../src/modules/loans/disburse';
import { lockLoan } from '../../../src/modules/loans/loanRows';
import { lienReference } from '../../../src/modules/loans/references';
import { applyRepayment, type RepaymentResult } from '../../../src/modules/loans/repayment';
import { instalmentKobo } from '../../../src/modules/loans/schedule';
import { paymentFromWallet } from '../../../src/modules/payments/takenPayment';
import { placeLien } from '../../../src/modules/savings';
import type { TestApp } from '../../helpers/testApp';
import { addDays, lagosDate } from '../../../src/time/lagos';

export interface LoanRow {
  userId: number;
  amountKobo: bigint;
  kind?: LoanKind;
  status?: LoanStatus;
  totalKobo?: bigint | null;
  durationMonths?: number;
  frequency?: 'Weekly' | 'Monthly';
  startDate?: string;
  ownCoverKobo?: bigint;
  businessName?: string;
  groupId?: number;
  approvedBy?: number;
}

export async function insertLoan(t: TestApp, row: LoanRow): Promise<Loan> {
  const kind = row.kind ?? 'individual';
  const durationMonths = row.durationMonths ?? 2;
  const frequency = row.frequency ?? 'Monthly';
  const totalKobo = row.totalKobo === undefined ? (kind === 'business' ? null : row.amountKobo) : row.totalKobo;
  const [loan] = await t.database.db
    .insert(loans)
    .values({
      userId: row.userId,
      kind,
      status: row.status ?? LOAN_STATUS.pending,
      amountKobo: row.amountKobo,
      totalKobo,
      durationMonths,
      frequency,
      instalmentKobo: instalmentKobo(totalKobo ?? row.amountKobo, durationMonths, frequency),
      startDate: row.startDate ?? '2026-12-15',
      ownCoverKobo: row.ownCoverKobo ?? 0n,
      businessName: kind === 'business' ? (row.businessName ?? 'Mama Put Kitchen') : null,
      groupId: row.groupId ?? null,
      quorum: kind === 'group' ? 4 : null,
      approvedBy: row.approvedBy ?? null,
      approvedAt: row.approvedBy ? t.clock.now : null,
    })
    .returning();
  return loan;
}

/** a pledge of `userId`'s savings to the loan (own cover or a guarantee) */
export async function pledgeTo(t: TestApp, loan: Loan, userId: number, kobo: bigint, reason: 'loan_cover' | 'guarantee' = 'guarantee'): Promise<void> {
  await withMoneyTransaction(t.database.db, (tx) => placeLien(tx, { userId, amountKobo: kobo, reason, reference: lienReference(loan.id), now: t.clock.now }));
}

export async function disburse(t: TestApp, loanId: number, adminId: number): Promise<Loan> {
  return withMoneyTransaction(t.database.db, async (tx) => disburseLoan(tx, { loan: await lockLoan(tx, loanId), actorId: adminId, now: t.clock.now }));
}

export async function repayFromWallet(t: TestApp, loanId: number, kobo: bigint): Promise<RepaymentResult> {
  return withMoneyTransaction(t.database.db, async (tx) => {
    const loan = await lockLoan(tx, loanId);
    const payment = paymentFromWallet(tx, { userId: loan.userId, purpose: 'loan_repayment', amountKobo: kobo, reference: `TEST-REPAY-${crypto.randomBytes(6).toString('hex')}` });
    return applyRepayment(tx, { loan, payment, now: t.clock.now });
  });
}

export async function loanNow(t: TestApp, loanId: number): Promise<Loan> {
  const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, loanId));
  return loan;
}

/** 'YYYY-MM-DD' `days` after the test clock's Lagos date */
export const dayFromToday = (t: TestApp, days: number): string => addDays(lagosDate(t.clock.now), days);

/** loanAdd's body as the original client sent it, plus the fee source */
export function loanBody(options: { amount: string; months?: number; frequency?: string; start?: string; guarantors?: Array<{ user_id: number; guaranteed_amount: string }>; groupId?: number; fee?: Record<string, unknown> }) {
  return {
    first: [
      {
        loan_amount: options.amount,
        payment_duration: options.months ?? 3,
        frequency: options.frequency ?? 'Monthly',
        repayment_amount: '1',
        loan_group: options.guarantors?.length ? 'Member' : '',
        start_date: options.start ?? '2099-01-01',
        payment_method: 'Card',
        user_id: '',
        group_id: options.groupId ?? 0,
        card_id: '',
      },
    ],
    data: options.guarantors ?? [],
    ...(options.fee ?? { form_payment: 'Wallet', paystack_id: '', card_id: '' }),
  };
}
