// The demo member's money on the embedded first start: a funded wallet, the registration fee paid, shares at the
// society's minimum (or more), regular savings, an active target part-funded (period by period, so it has a
// history), a completed target and some save-to-loan (with regular savings, the cover of the demo member's loan in
// demoLoans.ts), every naira moved by a balanced ledger transfer with the kinds real payments use.
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { savingsPlans, users } from './schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, targetSavingsAccountKind, transfer, TRANSFER_KIND } from '../ledger';
import { newChargeReference } from '../modules/payments';
import { closeTarget, targetEndDate, SAVINGS_PURPOSE } from '../modules/savings';
import { lagosDate } from '../time/lagos';
import { getSettings } from '../modules/settings';

export const DEMO_SAVINGS = {
  walletFundingKobo: 500_000_00n,
  /** at least the society's minimum shareholding */
  sharesAtLeastKobo: 20_000_00n,
  regularKobo: 50_000_00n,
  saveToLoanKobo: 30_000_00n,
  activeTarget: { name: 'New laptop', targetedKobo: 300_000_00n, amountKobo: 25_000_00n, fundedKobo: 75_000_00n },
  completedTarget: { name: 'House rent', targetedKobo: 60_000_00n, amountKobo: 20_000_00n },
} as const;

type NewPlan = typeof savingsPlans.$inferInsert;

interface Move {
  from: number;
  to: number;
  kobo: bigint;
  kind: string;
  /** names the reference's category */
  purpose: string;
  description: string;
  paymentMethod: string;
  metadata?: Record<string, unknown>;
}

/** `funded` as payments of one period's `amount` each (the last one what is left) */
function periodDeposits(fundedKobo: bigint, amountKobo: bigint): bigint[] {
  const deposits: bigint[] = [];
  for (let left = fundedKobo; left > 0n; left -= amountKobo) deposits.push(left < amountKobo ? left : amountKobo);
  return deposits;
}

export async function seedDemoSavings(tx: Executor, userId: number, now: Date): Promise<void> {
  const settings = await getSettings(tx);
  const wallet = await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.wallet);
  const move = (m: Move) =>
    transfer(tx, {
      reference: newChargeReference(m.purpose, userId),
      kind: m.kind,
      userId,
      description: m.description,
      metadata: { payment_method: m.paymentMethod, ...m.metadata },
      postings: [
        { accountId: m.from, amount: -m.kobo },
        { accountId: m.to, amount: m.kobo },
      ],
    });
  const fromWallet = async (to: number, kobo: bigint, kind: string, purpose: string, description: string, metadata?: Record<string, unknown>) =>
    move({ from: wallet, to, kobo, kind, purpose, description, paymentMethod: 'Wallet', metadata });

  await move({
    from: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing),
    to: wallet,
    kobo: DEMO_SAVINGS.walletFundingKobo,
    kind: TRANSFER_KIND.walletFunding,
    purpose: 'wallet_funding',
    description: 'Wallet funding by debit card',
    paymentMethod: 'Debit Card',
  });
  await fromWallet(await societyAccount(tx, SOCIETY_ACCOUNT_KIND.registrationFeeIncome), settings.registrationFeeKobo, TRANSFER_KIND.registrationFee, 'registration_fee', 'Registration fee');
  await tx.update(users).set({ memberStatus: true, memberSince: now, updatedAt: now }).where(eq(users.id, userId));

  const shares = settings.minimumShareholdingKobo > DEMO_SAVINGS.sharesAtLeastKobo ? settings.minimumShareholdingKobo : DEMO_SAVINGS.sharesAtLeastKobo;
  await fromWallet(await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.shares), shares, TRANSFER_KIND.shareholdingDeposit, SAVINGS_PURPOSE.shares, 'Shareholding');
  await fromWallet(await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.regularSavings), DEMO_SAVINGS.regularKobo, TRANSFER_KIND.savingsDeposit, SAVINGS_PURPOSE.regular, 'Regular savings');
  await fromWallet(await memberAccount(tx, userId, MEMBER_ACCOUNT_KIND.saveToLoan), DEMO_SAVINGS.saveToLoanKobo, TRANSFER_KIND.saveToLoanDeposit, SAVINGS_PURPOSE.saveToLoan, 'Save to loan');

  const startDate = lagosDate(now);
  const schedule = { frequency: 'Monthly', transactionMonth: Number(startDate.slice(8, 10)), transactionTime: '09:00', startDate } as const;
  const plan = async (values: Omit<NewPlan, 'userId' | 'frequency' | 'transactionMonth' | 'transactionTime' | 'startDate'>) =>
    (await tx.insert(savingsPlans).values({ userId, ...schedule, ...values }).returning())[0];
  await plan({ kind: 'regular', amountKobo: 10_000_00n });
  await plan({ kind: 'save_to_loan', amountKobo: 5_000_00n });

  for (const target of [DEMO_SAVINGS.activeTarget, { ...DEMO_SAVINGS.completedTarget, fundedKobo: DEMO_SAVINGS.completedTarget.targetedKobo }]) {
    const row = await plan({
      kind: 'target',
      targetName: target.name,
      targetedAmountKobo: target.targetedKobo,
      amountKobo: target.amountKobo,
      endDate: targetEndDate(target.targetedKobo, target.amountKobo, 'Monthly', startDate),
    });
    const account = await memberAccount(tx, userId, targetSavingsAccountKind(row.id));
    // an ongoing target is paid in period by period, so its own page has a history to show
    const deposits = target.fundedKobo >= target.targetedKobo ? [target.fundedKobo] : periodDeposits(target.fundedKobo, target.amountKobo);
    for (const kobo of deposits) await fromWallet(account, kobo, TRANSFER_KIND.targetDeposit, SAVINGS_PURPOSE.target, `${target.name}: target savings`, { target_id: row.id });
    if (target.fundedKobo >= target.targetedKobo) await closeTarget(tx, row, 'completed', now);
  }
}
