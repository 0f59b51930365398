// The loans on the embedded first start (development only), so every loan screen shows something at once: four more
// demo members with savings, a loan group of five (the demo member and them) that is active, the demo member's
// disbursed loan with one repayment made, a guarantee request from a friend waiting for the demo member, and a
// business request with the society's offer waiting for an answer. Money moves only through the loans area's own
// services (ledger transfers), never written as balances.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Transaction } from './client';
import { businessRequestImages, GROUP_MEMBER_STATUS, GROUP_STATUS, LOAN_STATUS, loanGroupMembers, loanGroups, loanGuarantors, loans, users } from './schema';
import { insertUser } from '../modules/auth';
import { societyAccount, SOCIETY_ACCOUNT_KIND, TRANSFER_KIND } from '../ledger';
import { disburseLoan, recordLoanEvent, lienReference, applyRepayment, instalmentKobo } from '../modules/loans';
import { paymentFromWallet, newChargeReference } from '../modules/payments';
import { placeLien } from '../modules/savings';
import { addDays, lagosDate } from '../time/lagos';
import { getSettings } from '../modules/settings';
import { seedDemoSavings } from './demoSavings';

export const DEMO_FRIENDS = [
  { firstName: 'Bola', lastName: 'Adeyemi' },
  { firstName: 'Chidi', lastName: 'Eze' },
  { firstName: 'Dayo', lastName: 'Bello' },
  { firstName: 'Efe', lastName: 'Okoro' },
] as const;

export const DEMO_LOANS = {
  loanKobo: 60_000_00n,
  repaidKobo: 20_000_00n,
  friendLoanKobo: 150_000_00n,
  guaranteeAskedKobo: 40_000_00n,
  businessKobo: 200_000_00n,
  businessOfferKobo: 220_000_00n,
} as const;

/** `demo@x` → `demo+bola@x` */
export const friendEmail = (demoEmail: string, firstName: string) => demoEmail.replace('@', `+${firstName.toLowerCase()}@`);

export async function seedDemoLoans(tx: Transaction, demo: { id: number; email: string; passwordHash: string }, adminId: number, now: Date): Promise<void> {
  const settings = await getSettings(tx);
  const today = lagosDate(now);
  const friends = [];
  for (const f of DEMO_FRIENDS) {
    const user = await insertUser(tx, { email: friendEmail(demo.email, f.firstName), passwordHash: demo.passwordHash, firstName: f.firstName, lastName: f.lastName, phoneNo: '08012345678', emailVerifiedAt: now, now });
    await seedDemoSavings(tx, user.id, now);
    friends.push(user);
  }

  const [group] = await tx.insert(loanGroups).values({ code: 'cub20261', name: 'Demo Circle', creatorId: demo.id, status: GROUP_STATUS.active, createdAt: now, activatedAt: now }).returning();
  const [demoUser] = await tx.select().from(users).where(eq(users.id, demo.id));
  await tx.insert(loanGroupMembers).values([
    { groupId: group.id, userId: demo.id, name: `${demoUser.firstName} ${demoUser.lastName}`, email: demo.email, isCreator: true, status: GROUP_MEMBER_STATUS.active, invitedAt: now, joinedAt: now },
    ...friends.map((f) => ({ groupId: group.id, userId: f.id, name: `${f.firstName} ${f.lastName}`, email: f.email, status: GROUP_MEMBER_STATUS.active, invitedAt: now, joinedAt: now })),
  ]);

  const feeFromWallet = async (userId: number, loanId: number) =>
    paymentFromWallet(tx, { userId, purpose: 'loan_form_fee', amountKobo: settings.loanFormFeeKobo, reference: newChargeReference('loan_form_fee', userId) }).transferTo({
      accountId: await societyAccount(tx, SOCIETY_ACCOUNT_KIND.loanFormFeeIncome),
      kind: TRANSFER_KIND.loanFormFee,
      description: `Loan form fee, loan #${loanId}`,
      metadata: { loan_id: loanId },
    });
  const newLoan = async (userId: number, amountKobo: bigint, ownCoverKobo: bigint, status: (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS]) => {
    const [loan] = await tx
      .insert(loans)
      .values({ userId, kind: 'individual', status, amountKobo, totalKobo: amountKobo, durationMonths: 3, frequency: 'Monthly', instalmentKobo: instalmentKobo(amountKobo, 3, 'Monthly'), startDate: addDays(today, 7), ownCoverKobo, formFeeKobo: settings.loanFormFeeKobo, createdAt: now, updatedAt: now })
      .returning();
    await placeLien(tx, { userId, amountKobo: ownCoverKobo, reason: 'loan_cover', reference: lienReference(loan.id), now });
    await feeFromWallet(userId, loan.id);
    await recordLoanEvent(tx, { loanId: loan.id, actorId: userId, action: 'requested', at: now });
    return loan;
  };

  // the demo member's loan, covered by their own savings, approved, disbursed and partly repaid
  const mine = await newLoan(demo.id, DEMO_LOANS.loanKobo, DEMO_LOANS.loanKobo, LOAN_STATUS.processing);
  const [approved] = await tx.update(loans).set({ status: LOAN_STATUS.approved, approvedBy: adminId, approvedAt: now, dualApprovalAboveKobo: settings.dualApprovalAboveKobo }).where(eq(loans.id, mine.id)).returning();
  await recordLoanEvent(tx, { loanId: mine.id, actorId: adminId, action: 'approved', at: now });
  const disbursed = await disburseLoan(tx, { loan: approved, actorId: adminId, now });
  await applyRepayment(tx, {
    loan: disbursed,
    payment: paymentFromWallet(tx, { userId: demo.id, purpose: 'loan_repayment', amountKobo: DEMO_LOANS.repaidKobo, reference: newChargeReference('loan_repayment', demo.id) }),
    now,
  });

  // Bola asks for more than her savings cover: Chidi has accepted, the demo member is asked
  const [bola, chidi] = friends;
  const friendLoan = await newLoan(bola.id, DEMO_LOANS.friendLoanKobo, 80_000_00n, LOAN_STATUS.pending);
  const chidiShare = DEMO_LOANS.friendLoanKobo - 80_000_00n - DEMO_LOANS.guaranteeAskedKobo;
  await tx.insert(loanGuarantors).values([
    { loanId: friendLoan.id, userId: chidi.id, guaranteedKobo: chidiShare, status: 1, decidedAt: now, notifiedAt: now, createdAt: now },
    { loanId: friendLoan.id, userId: demo.id, guaranteedKobo: DEMO_LOANS.guaranteeAskedKobo, notifiedAt: now, createdAt: now },
  ]);
  await placeLien(tx, { userId: chidi.id, amountKobo: chidiShare, reason: 'guarantee', reference: lienReference(friendLoan.id), now });

  // the demo member's business request, with the society's offer waiting for an answer
  const [business] = await tx
    .insert(loans)
    .values({
      userId: demo.id,
      kind: 'business',
      status: LOAN_STATUS.pending,
      amountKobo: DEMO_LOANS.businessKobo,
      totalKobo: DEMO_LOANS.businessOfferKobo,
      durationMonths: 6,
      frequency: 'Monthly',
      instalmentKobo: instalmentKobo(DEMO_LOANS.businessOfferKobo, 6, 'Monthly'),
      startDate: addDays(today, 14),
      businessName: 'Demo Foods & Provisions',
      offerVersion: 1,
      offeredAt: now,
      offeredBy: adminId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#0b6e4f' } }).webp({ quality: 80 }).toBuffer();
  await tx.insert(businessRequestImages).values({ loanId: business.id, version: crypto.randomBytes(16).toString('base64url'), data: picture, contentType: 'image/webp', createdAt: now });
  await recordLoanEvent(tx, { loanId: business.id, actorId: demo.id, action: 'requested', at: now });
  await recordLoanEvent(tx, { loanId: business.id, actorId: adminId, action: 'offer_made', at: now });
}
