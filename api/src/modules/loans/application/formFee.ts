// The loan form fee's charge purpose: taken in the same transaction that creates the application (no fee without a
// loan, no loan without the fee). The original client may send the fee on its own (`loan_form_fee`) before its
// `loanAdd`: then it is held in the society's `loan_fee_held` account for 30 minutes for the application to use, and
// otherwise returned to the wallet (./feeHolds.ts). A card payment nobody applied goes to the wallet.
import type { Transaction } from '../../../db/client';
import { loanFeeHolds, type Loan, type LoanFeeHold } from '../../../db/schema';
import { MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, SOCIETY_ACCOUNT_KIND, TRANSFER_KIND } from '../../../ledger';
import type { PaymentsService, TakenPayment } from '../../payments';
import { getSettings } from '../../settings';
import type { LoanMailing } from '../notices';
import { LOAN_PURPOSE } from '../purposes';
import type { LoanApplication } from './body';
import { createLoan } from './create';
import { planLoan } from './rules';

export const FEE_HOLD_MS = 30 * 60_000;

export type FormFeeInput =
  | { use: 'application'; application: LoanApplication; mails: LoanMailing }
  | { use: 'hold' }
  /** a card payment that came after its application had already paid the fee: into the wallet */
  | { use: 'wallet' };

export interface FormFeeResult {
  loan: Loan | null;
  hold: LoanFeeHold | null;
}

export async function returnFeeToWallet(tx: Transaction, payment: TakenPayment, description: string): Promise<void> {
  await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet), kind: TRANSFER_KIND.loanFormFeeReturn, description });
}

export function registerFormFeePurpose(payments: PaymentsService, now: () => Date): void {
  payments.registerPurpose<FormFeeInput, FormFeeResult>({
    name: LOAN_PURPOSE.formFee,
    title: 'the loan form fee',
    sources: ['wallet', 'card'],
    amount: async (executor) => (await getSettings(executor)).loanFormFeeKobo,
    guard: async (executor, { userId, input }) => {
      if (input?.use === 'application') await planLoan(executor, userId, input.application, now());
    },
    apply: async (tx, payment, input) => {
      if (input.use === 'application') {
        const at = now();
        const plan = await planLoan(tx, payment.userId, input.application, at);
        const loan = await createLoan(tx, { userId: payment.userId, app: input.application, plan: { ...plan, formFeeKobo: payment.amountKobo }, now: at, mails: input.mails });
        await payment.transferTo({ accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome), kind: TRANSFER_KIND.loanFormFee, description: `Loan form fee, loan #${loan.id}`, metadata: { loan_id: loan.id } });
        return { loan, hold: null };
      }
      if (input.use === 'wallet') {
        await returnFeeToWallet(tx, payment, 'Loan form fee paid twice: returned to your wallet');
        return { loan: null, hold: null };
      }
      await payment.transferTo({ accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFeeHeld), kind: TRANSFER_KIND.loanFormFeeHold, description: 'Loan form fee, held for your application' });
      const at = now();
      const [hold] = await tx
        .insert(loanFeeHolds)
        .values({ userId: payment.userId, amountKobo: payment.amountKobo, reference: payment.reference, expiresAt: new Date(at.getTime() + FEE_HOLD_MS), createdAt: at })
        .returning();
      return { loan: null, hold };
    },
    callback: (tx, payment) => returnFeeToWallet(tx, payment, 'Loan form fee not used by an application: returned to your wallet'),
    checkout: { callbackPath: '/loan' },
  });
}
