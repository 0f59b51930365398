// Fixtures for the savings money tests: members (with shares at the society's minimum unless told otherwise),
// money placed straight into a package, and plans inserted as rows (their create routes are another part's).
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { savingsPlans, users, type LienReason, type SavingsPlan } from '../../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, accountBalance, findMemberAccount, memberAccount, societyAccount, targetSavingsAccountKind, transfer, withMoneyTransaction, TRANSFER_KIND } from '../../../src/ledger';
import { placeLien } from '../../../src/modules/savings';
import type { TestApp } from '../../helpers/testApp';
import { member, type Member } from '../../wallet/support/money';

/** the seeded minimum shareholding (₦5,000) */
export const MINIMUM_SHARES_KOBO = 500_000n;
export const GATE_TEXT = 'A minimum of ₦5,000.00 is required in your Shareholding before you can Fund other Accounts';

const KIND_OF: Record<string, string> = {
  [MEMBER_ACCOUNT_KIND.shares]: TRANSFER_KIND.shareholdingDeposit,
  [MEMBER_ACCOUNT_KIND.regularSavings]: TRANSFER_KIND.savingsDeposit,
  [MEMBER_ACCOUNT_KIND.saveToLoan]: TRANSFER_KIND.saveToLoanDeposit,
  [MEMBER_ACCOUNT_KIND.wallet]: TRANSFER_KIND.walletFunding,
};

/** money straight into one of a member's accounts (provider clearing → account), as if paid by card */
export async function credit(t: TestApp, userId: number, purpose: string, kobo: bigint): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) => {
    const to = await memberAccount(tx, userId, purpose);
    const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
    await transfer(tx, {
      reference: `TEST-${crypto.randomBytes(8).toString('hex')}`,
      kind: KIND_OF[purpose] ?? TRANSFER_KIND.targetDeposit,
      userId,
      description: 'Test money',
      postings: [
        { accountId: clearing, amount: -kobo },
        { accountId: to, amount: kobo },
      ],
      metadata: { payment_method: 'Debit Card' },
    });
  });
}

export interface SaverOptions {
  /** shares to hold (default: the minimum, so the gate is open) */
  sharesKobo?: bigint;
  walletKobo?: bigint;
  regularKobo?: bigint;
  saveToLoanKobo?: bigint;
}

/** a member (registration paid) with a password, shares and money where asked */
export async function saver(t: TestApp, options: SaverOptions = {}): Promise<Member> {
  const user = await member(t, { memberStatus: true });
  const shares = options.sharesKobo ?? MINIMUM_SHARES_KOBO;
  if (shares > 0n) await credit(t, user.id, MEMBER_ACCOUNT_KIND.shares, shares);
  if (options.walletKobo) await credit(t, user.id, MEMBER_ACCOUNT_KIND.wallet, options.walletKobo);
  if (options.regularKobo) await credit(t, user.id, MEMBER_ACCOUNT_KIND.regularSavings, options.regularKobo);
  if (options.saveToLoanKobo) await credit(t, user.id, MEMBER_ACCOUNT_KIND.saveToLoan, options.saveToLoanKobo);
  return user;
}

export const nonMember = (t: TestApp) => member(t, { memberStatus: false });

const schedule = { amountKobo: 100_000n, frequency: 'Monthly' as const, transactionMonth: 1, transactionTime: '09:00', startDate: '2026-12-01' };

/** a target row, funded with `balanceKobo` straight into its account */
export async function insertTarget(
  t: TestApp,
  userId: number,
  options: { targetedKobo?: bigint; name?: string; balanceKobo?: bigint; status?: SavingsPlan['status'] } = {},
): Promise<SavingsPlan> {
  const [plan] = await t.database.db
    .insert(savingsPlans)
    .values({ userId, kind: 'target', targetName: options.name ?? 'New laptop', targetedAmountKobo: options.targetedKobo ?? 10_000_000n, endDate: '2027-06-01', status: options.status ?? 'active', ...schedule })
    .returning();
  if (options.balanceKobo) await credit(t, userId, targetSavingsAccountKind(plan.id), options.balanceKobo);
  return plan;
}

/** the member's save-to-loan autosave plan (the row money paid in already opened gets this schedule) */
export async function insertSaveToLoanPlan(t: TestApp, userId: number, options: { autoStatus?: boolean } = {}): Promise<SavingsPlan> {
  const values = { userId, kind: 'save_to_loan' as const, status: 'active' as const, autoStatus: options.autoStatus ?? true, nextRunAt: new Date('2026-12-01T08:00:00Z'), ...schedule };
  const [opened] = await t.database.db.update(savingsPlans).set(values).where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.kind, 'save_to_loan'))).returning();
  if (opened) return opened;
  const [plan] = await t.database.db.insert(savingsPlans).values(values).returning();
  return plan;
}

export async function planRow(t: TestApp, id: number): Promise<SavingsPlan> {
  const [plan] = await t.database.db.select().from(savingsPlans).where(eq(savingsPlans.id, id));
  return plan;
}

/** kobo in one of the member's accounts (0 when it was never opened) */
export async function kobo(t: TestApp, userId: number, purpose: string): Promise<bigint> {
  const account = await findMemberAccount(t.database.db, userId, purpose);
  return account ? accountBalance(t.database.db, account.id) : 0n;
}

/** a lien as the loans area places one */
export async function pledge(t: TestApp, userId: number, amountKobo: bigint, reference = `loan:${crypto.randomInt(1, 1e9)}`, reason: LienReason = 'loan_cover'): Promise<void> {
  await withMoneyTransaction(t.database.db, (tx) => placeLien(tx, { userId, amountKobo, reason, reference, now: new Date() }));
}

export async function makeMember(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(users).set({ memberStatus: true }).where(eq(users.id, userId));
}

/** the body the dashboard sends for a wallet payment */
export const fromWallet = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  date_time: '2026-11-23 10:00:00',
  payment_method: 'Wallet',
  paystack_id: '',
  save_card: false,
  card_id: '',
  ...extra,
});
