// Many members with a saved card (the sandbox's authorization), shares at the minimum and a regular savings plan
// due now, written in bulk: for the PostgreSQL autosave suites and the autosave benchmark.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { autosaveRuns, paymentCards, paymentCharges, sandboxAuthorizations, sandboxCharges, savingsPlans, users } from '../../../src/db/schema';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer, withMoneyTransaction } from '../../../src/ledger';
import { queryRows } from '../../../src/ledger/sql';
import { lagosDate } from '../../../src/time/lagos';
import { getSettings } from '../../../src/modules/settings/service';

const CHUNK = 500;
export const SEEDED_AMOUNT_KOBO = 100_000n;

export interface SeededPlans {
  planIds: number[];
  userIds: number[];
  dueAt: Date;
}

/** `count` daily regular plans whose period fell due an hour before `now` */
export async function seedDuePlans(db: Database, count: number, now: Date): Promise<SeededPlans> {
  const dueAt = new Date(Math.floor((now.getTime() - 3_600_000) / 60_000) * 60_000);
  const lagos = new Date(dueAt.getTime() + 3_600_000).toISOString();
  const schedule = { frequency: 'Daily' as const, transactionTime: lagos.slice(11, 16), startDate: lagosDate(dueAt) };
  const minimum = (await getSettings(db)).minimumShareholdingKobo;
  const planIds: number[] = [];
  const userIds: number[] = [];
  const tag = crypto.randomBytes(4).toString('hex');
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const people = Array.from({ length: size }, (_, i) => ({
      email: `autosave-${tag}-${start + i}@example.com`,
      passwordHash: 'fixture',
      firstName: 'Saver',
      lastName: `No${start + i}`,
      phoneNo: '08012345678',
      memberStatus: true,
      emailVerifiedAt: now,
    }));
    const created = await db.insert(users).values(people).returning({ id: users.id, email: users.email });
    const card = { bin: '408408', last4: '4081', brand: 'visa', bank: 'TEST BANK', expMonth: '12', expYear: '2099' };
    const auths = created.map((u) => ({ authorizationCode: `AUTH_${tag}_${u.id}`, email: u.email, signature: `SIG_${tag}_${u.id}`, ...card }));
    await db.insert(sandboxAuthorizations).values(auths);
    const cards = await db
      .insert(paymentCards)
      .values(created.map((u, i) => ({ userId: u.id, provider: 'sandbox', authorizationCode: auths[i].authorizationCode, signature: auths[i].signature, customerEmail: u.email, reusable: true, ...card })))
      .returning({ id: paymentCards.id, userId: paymentCards.userId });
    await withMoneyTransaction(db, async (tx) => {
      const clearing = await societyAccount(tx, SOCIETY_ACCOUNT_KIND.providerClearing);
      const postings = [{ accountId: clearing, amount: -minimum * BigInt(created.length) }];
      for (const u of created) postings.push({ accountId: await memberAccount(tx, u.id, MEMBER_ACCOUNT_KIND.shares), amount: minimum });
      await transfer(tx, { reference: `SEED-${tag}-${start}`, kind: 'wallet_funding', userId: null, description: 'Seeded shares', postings, metadata: {} });
    });
    const plans = await db
      .insert(savingsPlans)
      .values(cards.map((c) => ({ userId: c.userId, kind: 'regular' as const, amountKobo: SEEDED_AMOUNT_KOBO, ...schedule, cardId: c.id, autoStatus: true, nextRunAt: dueAt, createdAt: now, updatedAt: now })))
      .returning({ id: savingsPlans.id });
    planIds.push(...plans.map((p) => p.id));
    userIds.push(...created.map((u) => u.id));
  }
  return { planIds, userIds, dueAt };
}

export interface ChargedOnceReport {
  plans: number;
  /** plans whose due period has exactly one run, 'charged' */
  chargedOnce: number;
  /** successful provider charges for these members (one per plan expected) */
  providerCharges: number;
  /** member regular savings balances equal to one period's amount */
  balancesRight: number;
  stillCharging: number;
}

/** how each seeded plan's due period ended: charged exactly once at the provider and in the ledger? */
export async function chargedOnceReport(db: Database, seeded: SeededPlans): Promise<ChargedOnceReport> {
  const report: ChargedOnceReport = { plans: seeded.planIds.length, chargedOnce: 0, providerCharges: 0, balancesRight: 0, stillCharging: 0 };
  for (let i = 0; i < seeded.planIds.length; i += CHUNK) {
    const ids = seeded.planIds.slice(i, i + CHUNK);
    const userIds = seeded.userIds.slice(i, i + CHUNK);
    const runs = await db.select().from(autosaveRuns).where(and(inArray(autosaveRuns.planId, ids), eq(autosaveRuns.dueAt, seeded.dueAt)));
    const perPlan = new Map<number, string[]>();
    for (const r of runs) perPlan.set(r.planId, [...(perPlan.get(r.planId) ?? []), r.status]);
    report.chargedOnce += [...perPlan.values()].filter((s) => s.length === 1 && s[0] === 'charged').length;
    report.stillCharging += runs.filter((r) => r.status === 'charging').length;
    const charges = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .innerJoin(paymentCharges, eq(paymentCharges.reference, sandboxCharges.reference))
      .where(and(inArray(paymentCharges.userId, userIds), eq(sandboxCharges.status, 'success'), eq(paymentCharges.purpose, 'regular_savings')));
    report.providerCharges += charges[0].n;
    const balances = await queryRows(
      db,
      sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE purpose = ${MEMBER_ACCOUNT_KIND.regularSavings} AND balance = ${SEEDED_AMOUNT_KOBO.toString()}::bigint
          AND owner_user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`,
    );
    report.balancesRight += Number(balances[0].n);
  }
  return report;
}
