// Everything an administrator needs to decide on one loan: guarantors, the group's approvals, the borrower's savings,
// the schedule, the audit trail and the business picture.
import { eq } from 'drizzle-orm';
import type { AdminLoanDetailsReply } from '../../../contract';
import type { Executor } from '../../../db/client';
import { GUARANTOR_STATUS, loanGuarantors } from '../../../db/schema';
import { MEMBER_ACCOUNT_KIND, findMemberAccount } from '../../../ledger';
import { formatKobo } from '../../../money/money';
import { pledgeableBalances } from '../../savings';
import { imageUrls } from '../business/views';
import { loanEventRows } from '../events';
import { findLoan } from '../loanRows';
import { guarantorRows, instalmentRows } from '../views';
import { adminLoanRows } from './rows';

export async function adminLoanDetails(executor: Executor, id: number, now: Date, viewerId: number): Promise<AdminLoanDetailsReply> {
  const loan = await findLoan(executor, id);
  const [row] = await adminLoanRows(executor, [loan], now, viewerId);
  const balances = await pledgeableBalances(executor, loan.userId);
  const balanceOf = async (purpose: string) => (await findMemberAccount(executor, loan.userId, purpose))?.balance ?? 0n;
  let approvals: AdminLoanDetailsReply['approvals'] = null;
  if (loan.kind === 'group') {
    const rows = await executor.select({ status: loanGuarantors.status }).from(loanGuarantors).where(eq(loanGuarantors.loanId, loan.id));
    approvals = {
      approvals: rows.filter((r) => r.status === GUARANTOR_STATUS.accepted).length,
      declines: rows.filter((r) => r.status === GUARANTOR_STATUS.cancelled).length,
      quorum: loan.quorum ?? 0,
    };
  }
  return {
    success: true,
    loan: row,
    guarantors: await guarantorRows(executor, loan, 'administrator'),
    approvals,
    borrower_savings: {
      regular: formatKobo(balances.regularKobo),
      save_to_loan: formatKobo(balances.saveToLoanKobo),
      pledged: formatKobo(balances.liensKobo),
      guarantable: formatKobo(balances.guarantableKobo),
      shares: formatKobo(await balanceOf(MEMBER_ACCOUNT_KIND.shares)),
      wallet: formatKobo(await balanceOf(MEMBER_ACCOUNT_KIND.wallet)),
    },
    instalments: await instalmentRows(executor, loan.id, now),
    events: await loanEventRows(executor, loan.id),
    image: (await imageUrls(executor, [loan.id])).get(loan.id) ?? null,
  };
}
