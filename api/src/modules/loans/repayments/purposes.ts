// The repayment charge purposes (payments README): a member's money towards one of their loans (`loan_repayment`)
// or business-finance requests (`business_repayment`), from the wallet or a card. A card payment nobody's request
// applied goes to the loan it was started for, or — when that loan can no longer take it — to the wallet.
import type { Transaction } from '../../../db/client';
import type { LoanKind } from '../../../db/schema';
import { MEMBER_ACCOUNT_KIND, memberAccount, TRANSFER_KIND } from '../../../ledger';
import type { PaymentsService, TakenPayment } from '../../payments';
import { loanIdOf, lockLoan, ownLoan } from '../loanRows';
import { LOAN_PURPOSE } from '../purposes';
import { applyRepayment, assertRepayable, outstandingKobo, type RepaymentResult } from '../repayment';

/** the route's body, or a checkout's start body (`POST payments/charges {purpose, amount, id}`) */
export interface RepaymentInput {
  /** the loan's id */
  id?: number | string;
  amount?: bigint;
}

const loanOf = (input: RepaymentInput): number => loanIdOf(input.id) ?? 0;

const SUBJECT = 'loan:';
export const MEMBER_LOAN_KINDS: readonly LoanKind[] = ['individual', 'group'];
export const BUSINESS_KINDS: readonly LoanKind[] = ['business'];

async function toWallet(tx: Transaction, payment: TakenPayment): Promise<void> {
  await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet), kind: TRANSFER_KIND.walletFunding, description: 'A loan repayment the loan could not take, credited to your wallet' });
}

export function registerRepaymentPurposes(payments: PaymentsService, now: () => Date): void {
  const kinds = [
    { name: LOAN_PURPOSE.loanRepayment, title: 'this loan', loanKinds: MEMBER_LOAN_KINDS, callbackPath: '/loan', payers: 'members' as const },
    // business finance is open to every signed-in user, members or not (facts §1.3)
    { name: LOAN_PURPOSE.businessRepayment, title: 'this business finance', loanKinds: BUSINESS_KINDS, callbackPath: '/business-fianance', payers: 'anyone' as const },
  ];
  for (const kind of kinds) {
    payments.registerPurpose<RepaymentInput, RepaymentResult>({
      name: kind.name,
      title: kind.title,
      sources: ['wallet', 'card'],
      payers: kind.payers,
      amount: async (_executor, { input }) => input.amount ?? null,
      guard: async (executor, { userId, input }) => {
        // a checkout started without the loan's id (the kit's PayWith sends none): the request that applies it checks
        if (input.id === undefined) return;
        const loan = await ownLoan(executor, userId, loanOf(input), kind.loanKinds);
        await assertRepayable(executor as Transaction, loan, input.amount ?? 1n);
      },
      subjectOf: (input) => (input.id === undefined ? null : `${SUBJECT}${loanOf(input)}`),
      apply: async (tx, payment, input) => {
        const loan = await ownLoan(tx, payment.userId, loanOf(input), kind.loanKinds, { lock: true });
        return applyRepayment(tx, { loan, payment, now: now() });
      },
      callback: async (tx, payment) => {
        const loanId = Number(payment.charge?.subject?.slice(SUBJECT.length));
        const loan = Number.isSafeInteger(loanId) && loanId > 0 ? await lockLoan(tx, loanId, kind.loanKinds).catch(() => null) : null;
        if (loan && loan.userId === payment.userId && loan.status === 11 && (await outstandingKobo(tx, loan)) >= payment.amountKobo) {
          await applyRepayment(tx, { loan, payment, now: now() });
          return;
        }
        await toWallet(tx, payment);
      },
      checkout: { callbackPath: kind.callbackPath },
    });
  }
}
