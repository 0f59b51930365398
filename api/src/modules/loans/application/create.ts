// Creating the loan, inside the transaction that takes its form fee: the row, the borrower's own cover pledged, the
// guarantors asked (each told in the app and by mail), or the group's members asked for their approval.
import type { Transaction } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { LOAN_STATUS, loanGuarantors, loans, type Loan } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { formatNairaText } from '../../../money/money';
import { placeLien } from '../../savings';
import { recordLoanEvent } from '../events';
import { openGroupLoanApprovals } from '../groupLoans';
import { tellMember, type LoanMailing } from '../notices';
import { fullNameOf } from '../people';
import { lienReference } from '../references';
import type { LoanApplication } from './body';
import { LOAN_IN_PROGRESS, ONE_OPEN_LOAN_INDEX, type LoanPlan } from './rules';

export async function createLoan(tx: Transaction, input: { userId: number; app: LoanApplication; plan: LoanPlan; now: Date; mails: LoanMailing }): Promise<Loan> {
  const { userId, app, plan, now, mails } = input;
  const [loan] = await tx
    .insert(loans)
    .values({
      userId,
      kind: plan.kind,
      status: plan.coveredAtOnce && plan.kind === 'individual' ? LOAN_STATUS.processing : LOAN_STATUS.pending,
      groupId: plan.groupId,
      amountKobo: app.amountKobo,
      totalKobo: app.amountKobo,
      durationMonths: app.durationMonths,
      frequency: app.frequency,
      instalmentKobo: plan.instalmentKobo,
      startDate: app.startDate,
      ownCoverKobo: plan.ownCoverKobo,
      quorum: plan.quorum,
      formFeeKobo: plan.formFeeKobo,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // an application sent at the same moment passed planLoan's select too and inserted first
      if (isUniqueViolation(error, ONE_OPEN_LOAN_INDEX)) throw conflict(LOAN_IN_PROGRESS);
      throw error;
    });
  if (plan.ownCoverKobo > 0n) await placeLien(tx, { userId, amountKobo: plan.ownCoverKobo, reason: 'loan_cover', reference: lienReference(loan.id), now });
  await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'requested', note: `${formatNairaText(app.amountKobo)} over ${app.durationMonths} month(s), ${app.frequency}`, at: now });
  await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'form_fee_paid', note: formatNairaText(plan.formFeeKobo), at: now });
  if (loan.status === LOAN_STATUS.processing) await recordLoanEvent(tx, { loanId: loan.id, actorId: null, action: 'covered', note: 'Covered by the borrower’s own savings', at: now });
  if (plan.kind === 'group') {
    await openGroupLoanApprovals(tx, loan, now, mails);
  } else if (plan.guarantors.length) {
    await askGuarantors(tx, loan, plan.guarantors, now, mails);
  }
  return loan;
}

async function askGuarantors(tx: Transaction, loan: Loan, guarantors: LoanPlan['guarantors'], now: Date, mails: LoanMailing): Promise<void> {
  await tx.insert(loanGuarantors).values(guarantors.map((g) => ({ loanId: loan.id, userId: g.userId, guaranteedKobo: g.amountKobo, notifiedAt: now, createdAt: now })));
  const name = await fullNameOf(tx, loan.userId);
  for (const g of guarantors) {
    await tellMember(
      tx,
      {
        userId: g.userId,
        title: 'Guarantee request',
        message: `${name} asked you to guarantee ${formatNairaText(g.amountKobo)} of a ${formatNairaText(loan.amountKobo)} loan. Approve or decline it under Loan → APPROVALS; approving pledges that much of your savings until the loan is repaid.`,
        link: '/loan?tab=approvals',
      },
      now,
      mails,
    );
  }
}
