// A randomized run of money through the areas' own services: card money into wallets and every savings package,
// loan form fees from the wallet, loans and business finance disbursed and partly repaid. The seed is printed so a
// failing run can be replayed (REPORTS_SEED).
import crypto from 'node:crypto';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, societyAccount, targetSavingsAccountKind, withMoneyTransaction, TRANSFER_KIND } from '../../../src/ledger';
import { paymentFromWallet } from '../../../src/modules/payments/takenPayment';
import type { TestApp } from '../../helpers/testApp';
import { createUser, type TestUser } from '../../helpers/users';
import { disburse, insertLoan, repayFromWallet } from '../../loans/support/loans';
import { credit } from '../../savings/support/savings';

/** a small deterministic generator (mulberry32) */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, kobo: (min: number, max: number) => BigInt(Math.floor(min + next() * (max - min))), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

export async function formFeeFromWallet(t: TestApp, userId: number, kobo: bigint): Promise<void> {
  await withMoneyTransaction(t.database.db, async (tx) =>
    paymentFromWallet(tx, { userId, purpose: 'loan_form_fee', amountKobo: kobo, reference: `TEST-FEE-${crypto.randomBytes(6).toString('hex')}` }).transferTo({
      accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome),
      kind: TRANSFER_KIND.loanFormFee,
      description: 'Loan form fee',
    }),
  );
}

export interface MoneyRun {
  seed: number;
  members: TestUser[];
  feesKobo: bigint;
}

export async function randomMoneyRun(t: TestApp, approver: TestUser, disburser: TestUser, seed: number): Promise<MoneyRun> {
  const rng = random(seed);
  const members: TestUser[] = [];
  let feesKobo = 0n;
  for (let i = 0; i < 5; i++) {
    const m = await createUser(t, { memberStatus: true });
    members.push(m);
    await credit(t, m.id, MEMBER_ACCOUNT_KIND.wallet, rng.kobo(500_000, 5_000_000));
    for (const purpose of [MEMBER_ACCOUNT_KIND.shares, MEMBER_ACCOUNT_KIND.regularSavings, MEMBER_ACCOUNT_KIND.saveToLoan, targetSavingsAccountKind(9000 + i)]) {
      if (rng.next() < 0.8) await credit(t, m.id, purpose, rng.kobo(1_000, 2_000_000));
    }
    if (rng.next() < 0.7) {
      const fee = rng.kobo(100, 300_000);
      await formFeeFromWallet(t, m.id, fee);
      feesKobo += fee;
    }
  }
  const withOpenLoan = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const borrower = rng.pick(members);
    // one open loan per member (a unique index): a borrower who has one gets business finance instead
    const business = rng.next() < 0.4 || withOpenLoan.has(borrower.id);
    if (!business) withOpenLoan.add(borrower.id);
    const amountKobo = rng.kobo(10_000, 1_000_000);
    const loan = await insertLoan(t, {
      userId: borrower.id,
      amountKobo,
      kind: business ? 'business' : 'individual',
      totalKobo: business ? amountKobo + rng.kobo(100, 200_000) : undefined,
      status: 1,
      approvedBy: approver.id,
      durationMonths: 3,
    });
    await disburse(t, loan.id, disburser.id);
    if (rng.next() < 0.7) await repayFromWallet(t, loan.id, rng.kobo(1, Number(amountKobo) / 2));
  }
  return { seed, members, feesKobo };
}
