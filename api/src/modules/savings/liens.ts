// Liens: the loans area pledges a member's savings (regular + save-to-loan together) as their own loan's cover or
// as a guarantee of another member's loan. A lien holds money in place without moving it:
//   guarantable = regular + save-to-loan − active liens  (`loan_owner_savings_balance`).
// Placing a lien and taking money out of either pledgeable account both lock the two account rows first (in id
// order, FOR NO KEY UPDATE like the ledger), so they serialise and neither can leave guarantable below zero.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savingsLiens, type LienReason } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { MEMBER_ACCOUNT_KIND, findMemberAccount, memberAccount } from '../../ledger';
import { int8Array, queryRows, toBigInt } from '../../ledger/sql';
import { formatNairaText } from '../../money/money';

export interface PledgeableBalances {
  regularKobo: bigint;
  saveToLoanKobo: bigint;
  liensKobo: bigint;
  /** regular + save-to-loan − liens, never below zero */
  guarantableKobo: bigint;
  /** the active liens making up `liensKobo`, oldest first */
  pledges: Pledge[];
}

/** one active lien as the member is told about it */
export interface Pledge {
  reason: LienReason;
  /** the loan it secures (`loan:12`); null for a reference of another shape */
  loanId: number | null;
  /** what it still holds: amount − released */
  heldKobo: bigint;
}

async function balances(executor: Executor, userId: number, lock: boolean, alsoLock: number[] = []): Promise<PledgeableBalances> {
  let regularKobo = 0n;
  let saveToLoanKobo = 0n;
  if (lock) {
    const regularId = await memberAccount(executor, userId, MEMBER_ACCOUNT_KIND.regularSavings);
    const saveToLoanId = await memberAccount(executor, userId, MEMBER_ACCOUNT_KIND.saveToLoan);
    const ids = [...new Set([regularId, saveToLoanId, ...alsoLock])];
    const rows = await queryRows<{ id: unknown; balance: unknown }>(
      executor,
      sql`SELECT id, balance::text AS balance FROM ledger_accounts WHERE id = ANY(${int8Array(ids)}::bigint[]) ORDER BY id FOR NO KEY UPDATE`,
    );
    const balanceOf = (id: number) => toBigInt(rows.find((r) => Number(r.id) === id)?.balance ?? 0);
    regularKobo = balanceOf(regularId);
    saveToLoanKobo = balanceOf(saveToLoanId);
  } else {
    regularKobo = (await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.regularSavings))?.balance ?? 0n;
    saveToLoanKobo = (await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.saveToLoan))?.balance ?? 0n;
  }
  const pledges = await activePledges(executor, userId);
  const liensKobo = pledges.reduce((sum, p) => sum + p.heldKobo, 0n);
  const free = regularKobo + saveToLoanKobo - liensKobo;
  return { regularKobo, saveToLoanKobo, liensKobo, guarantableKobo: free > 0n ? free : 0n, pledges };
}

const LOAN_REFERENCE = /^loan:(\d+)$/;

/** the member's active liens, oldest first (a handful at most: one per loan they back) */
export async function activePledges(executor: Executor, userId: number): Promise<Pledge[]> {
  const rows = await executor
    .select({ reason: savingsLiens.reason, reference: savingsLiens.reference, held: sql<string>`(${savingsLiens.amountKobo} - ${savingsLiens.releasedKobo})::text` })
    .from(savingsLiens)
    .where(and(eq(savingsLiens.userId, userId), isNull(savingsLiens.releasedAt)))
    .orderBy(asc(savingsLiens.id));
  return rows.map((r) => {
    const loan = LOAN_REFERENCE.exec(r.reference);
    return { reason: r.reason, loanId: loan ? Number(loan[1]) : null, heldKobo: BigInt(r.held) };
  });
}

export async function activeLiensKobo(executor: Executor, userId: number): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${savingsLiens.amountKobo} - ${savingsLiens.releasedKobo}), 0)::text` })
    .from(savingsLiens)
    .where(and(eq(savingsLiens.userId, userId), isNull(savingsLiens.releasedAt)));
  return BigInt(row?.total ?? '0');
}

/** read only: what the member may pledge now */
export function pledgeableBalances(executor: Executor, userId: number): Promise<PledgeableBalances> {
  return balances(executor, userId, false);
}

/**
 * inside a transaction: lock both pledgeable accounts, then read them (call before moving money out of either).
 * `alsoLock`: the other accounts the transaction's transfer will touch (the wallet), locked in the same id-ordered
 * statement, so a wallet payment into savings at the same moment queues instead of deadlocking.
 */
export function lockPledgeableBalances(tx: Executor, userId: number, alsoLock: number[] = []): Promise<PledgeableBalances> {
  return balances(tx, userId, true, alsoLock);
}

const loanName = (p: Pledge, whose: string): string => (p.loanId === null ? `${whose} loan` : `${whose} loan #${p.loanId}`);

/** "₦1,000.00 as cover for your loan #12" */
export function pledgeWords(p: Pledge): string {
  const what = p.reason === 'loan_cover' ? `as cover for ${loanName(p, 'your')}` : `as your guarantee of ${loanName(p, 'another member’s')}`;
  return `${formatNairaText(p.heldKobo)} ${what}`;
}

/** names each pledge, so the member knows what holds the money and until when */
export function lienShortfallMessage(guarantableKobo: bigint, pledges: Pledge[] = []): string {
  const most = `You can take out at most ${formatNairaText(guarantableKobo)} now.`;
  if (pledges.length === 0) return `Part of your savings is pledged to a loan. ${most}`;
  const held = pledges.length === 1 ? 'pledged to a loan and cannot be withdrawn until it is repaid' : 'pledged to loans and cannot be withdrawn until they are repaid';
  return `Part of your savings is ${held}: ${pledges.map(pledgeWords).join('; ')}. ${most}`;
}

/**
 * Inside the transaction that moves `debitKobo` out of regular savings or save-to-loan: refuses (422) when what
 * stays would no longer cover the active liens. Locks first, so a lien placed at the same moment waits.
 */
export async function assertWithdrawalKeepsLiens(tx: Executor, userId: number, debitKobo: bigint, alsoLock: number[] = []): Promise<void> {
  const refusal = lienRefusal(await lockPledgeableBalances(tx, userId, alsoLock), debitKobo);
  if (refusal) throw unprocessable(refusal);
}

/** why taking `debitKobo` out of regular savings or save-to-loan would leave the liens uncovered; null when it would not */
export function lienRefusal(now: PledgeableBalances, debitKobo: bigint): string | null {
  return now.liensKobo > 0n && now.regularKobo + now.saveToLoanKobo - debitKobo < now.liensKobo ? lienShortfallMessage(now.guarantableKobo, now.pledges) : null;
}

export const NOT_ENOUGH_TO_PLEDGE = (guarantableKobo: bigint): string =>
  `Your guarantable amount of ${formatNairaText(guarantableKobo)} is not enough for this pledge`;

export interface PlaceLienInput {
  userId: number;
  amountKobo: bigint;
  reason: LienReason;
  /** what it secures (one active lien per member and reference), e.g. `loan:12` */
  reference: string;
  now: Date;
}

/** for the loans area, inside its transaction: pledge part of the member's savings (422 when not enough is free) */
export async function placeLien(tx: Executor, input: PlaceLienInput): Promise<{ id: number }> {
  if (input.amountKobo <= 0n) throw new Error('A lien must be for a positive amount');
  const now = await lockPledgeableBalances(tx, input.userId);
  if (now.guarantableKobo < input.amountKobo) throw unprocessable(NOT_ENOUGH_TO_PLEDGE(now.guarantableKobo));
  const [row] = await tx
    .insert(savingsLiens)
    .values({ userId: input.userId, amountKobo: input.amountKobo, reason: input.reason, reference: input.reference, createdAt: input.now })
    .returning({ id: savingsLiens.id });
  return { id: row.id };
}

/** release every active lien of a reference (a loan repaid, cancelled or declined); returns how many */
export async function releaseLiens(tx: Executor, reference: string, now: Date, userId?: number): Promise<number> {
  const released = await tx
    .update(savingsLiens)
    .set({ releasedAt: now, releasedKobo: sql`${savingsLiens.amountKobo}` })
    .where(and(eq(savingsLiens.reference, reference), isNull(savingsLiens.releasedAt), userId === undefined ? undefined : eq(savingsLiens.userId, userId)))
    .returning({ id: savingsLiens.id });
  return released.length;
}

/**
 * As a loan is repaid: each active lien of `reference` keeps holding its share of what is still owed,
 * ⌈amount × outstanding ÷ total⌉ (rounded up, so the society stays covered), and releases the rest. At zero
 * outstanding every lien is fully released. Returns the kobo released by this call.
 */
export async function releaseLiensProRata(tx: Executor, reference: string, outstandingKobo: bigint, totalKobo: bigint, now: Date): Promise<bigint> {
  if (totalKobo <= 0n || outstandingKobo < 0n) throw new Error('releaseLiensProRata: a positive total and a non-negative outstanding amount are required');
  // numeric: amount × outstanding overflows bigint above about ₦30 million each
  const held =
    outstandingKobo === 0n ? sql`0::bigint` : sql`ceil(amount_kobo::numeric * ${outstandingKobo}::numeric / ${totalKobo}::numeric)::bigint`;
  const rows = await queryRows<{ freed: unknown }>(
    tx,
    sql`WITH next AS (
          SELECT id, released_kobo AS before, amount_kobo - least(amount_kobo, ${held}) AS after
          FROM savings_liens WHERE reference = ${reference} AND released_at IS NULL FOR UPDATE
        )
        UPDATE savings_liens l SET released_kobo = next.after, released_at = CASE WHEN next.after = l.amount_kobo THEN ${now}::timestamptz END
        FROM next WHERE l.id = next.id AND next.after > next.before
        RETURNING (next.after - next.before)::text AS freed`,
  );
  return rows.reduce((sum, r) => sum + toBigInt(r.freed), 0n);
}
