// The books on the embedded first start (development only): one more member, Funmi, whose loan was disbursed 75 days
// ago and never repaid, so the portfolio at risk shows a loan overdue (its first instalment 45 days late) and the
// loan book an overdue page at once. Money moves through the loans area's own services; only the day of the
// disbursement is set in the past, so the schedule's due dates are.
import type { Transaction } from './client';
import { LOAN_STATUS, loans } from './schema';
import { insertUser } from '../modules/auth';
import { disburseLoan, recordLoanEvent, instalmentKobo } from '../modules/loans';
import { addDays, lagosDate } from '../time/lagos';
import { getSettings } from '../modules/settings';
import { friendEmail } from './demoLoans';
import { seedDemoSavings } from './demoSavings';

export const DEMO_OVERDUE = { firstName: 'Funmi', lastName: 'Adebayo', loanKobo: 45_000_00n, disbursedDaysAgo: 75 } as const;

export async function seedDemoReports(tx: Transaction, demo: { email: string; passwordHash: string }, adminId: number, now: Date): Promise<void> {
  const settings = await getSettings(tx);
  const then = new Date(now.getTime() - DEMO_OVERDUE.disbursedDaysAgo * 24 * 3600_000);
  const funmi = await insertUser(tx, {
    email: friendEmail(demo.email, DEMO_OVERDUE.firstName),
    passwordHash: demo.passwordHash,
    firstName: DEMO_OVERDUE.firstName,
    lastName: DEMO_OVERDUE.lastName,
    phoneNo: '08012345678',
    emailVerifiedAt: now,
    now,
  });
  await seedDemoSavings(tx, funmi.id, now);
  const [loan] = await tx
    .insert(loans)
    .values({
      userId: funmi.id,
      kind: 'individual',
      status: LOAN_STATUS.approved,
      amountKobo: DEMO_OVERDUE.loanKobo,
      totalKobo: DEMO_OVERDUE.loanKobo,
      durationMonths: 3,
      frequency: 'Monthly',
      instalmentKobo: instalmentKobo(DEMO_OVERDUE.loanKobo, 3, 'Monthly'),
      startDate: addDays(lagosDate(then), 30),
      approvedBy: adminId,
      approvedAt: then,
      dualApprovalAboveKobo: settings.dualApprovalAboveKobo,
      createdAt: then,
      updatedAt: then,
    })
    .returning();
  await recordLoanEvent(tx, { loanId: loan.id, actorId: funmi.id, action: 'requested', at: then });
  await recordLoanEvent(tx, { loanId: loan.id, actorId: adminId, action: 'approved', at: then });
  await disburseLoan(tx, { loan, actorId: adminId, now: then });
}
