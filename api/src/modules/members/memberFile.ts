// A member's file for the console (issue 25, GET admin/members/{id}): its parts read one after the other (inside a
// transaction they would share one connection), each from ./memberFileMoney.ts or ./memberFileAccess.ts.
import type { MemberFile } from '../../contract';
import type { Executor } from '../../db/client';
import type { User } from '../../db/schema';
import { lagosDate } from '../../time/lagos';
import { fileAudit, fileBankAccount, fileCards, fileSignIns, fileSuspension, fileWithdrawalsLock } from './memberFileAccess';
import { fileBalances, fileGuarantees, fileInvestments, fileLoans, fileOrders, fileShareholding } from './memberFileMoney';

/** `viewerId`: the signed-in administrator (their own file is marked `yours`); `now`: the clock the member's screens read */
export async function memberFile(executor: Executor, user: User, viewerId: number, now: Date): Promise<MemberFile> {
  const today = lagosDate(now);
  return {
    ...(await fileSuspension(executor, user)),
    yours: user.id === viewerId,
    bank_account: await fileBankAccount(executor, user.id),
    shareholding: await fileShareholding(executor, user.id),
    balances: await fileBalances(executor, user.id),
    loans: await fileLoans(executor, user.id, today),
    guarantees: await fileGuarantees(executor, user.id),
    orders: await fileOrders(executor, user.id),
    investments: await fileInvestments(executor, user.id),
    cards: await fileCards(executor, user.id),
    sign_ins: await fileSignIns(executor, user.id, now),
    ...(await fileWithdrawalsLock(executor, user.id)),
    audit: await fileAudit(executor, user.id),
  };
}
