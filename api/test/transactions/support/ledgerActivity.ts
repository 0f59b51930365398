// Ledger activity for the history tests, written with the ledger's own functions the way the money modules
// do (kinds from the categories, payment_method in the metadata), and moved to chosen instants.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, postPending, societyAccount, transfer, voidPending, withMoneyTransaction, TRANSFER_KIND } from '../../../src/ledger';

let counter = 0;
const nextRef = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

export interface Made {
  id: number;
  reference: string;
}

export function ledgerActivity(db: Database) {
  const wallet = (userId: number) => memberAccount(db, userId, MEMBER_ACCOUNT_KIND.wallet);
  const society = (purpose: string) => societyAccount(db, purpose);

  async function move(input: { userId: number; kind: string; kobo: bigint; from: number; to: number; description: string; paymentMethod?: string; reference?: string; pending?: boolean }): Promise<Made> {
    const reference = input.reference ?? nextRef(input.kind.toUpperCase());
    const made = await withMoneyTransaction(db, (tx) =>
      transfer(tx, {
        reference,
        kind: input.kind,
        userId: input.userId,
        description: input.description,
        metadata: input.paymentMethod ? { payment_method: input.paymentMethod } : {},
        ...(input.pending ? { status: 'pending' as const, deadlineAt: new Date(Date.now() + 86_400_000) } : {}),
        postings: [
          { accountId: input.from, amount: -input.kobo },
          { accountId: input.to, amount: input.kobo },
        ],
      }),
    );
    return { id: made.id, reference };
  }

  return {
    wallet,
    /** card → wallet */
    async fund(userId: number, kobo: bigint, options: { reference?: string; description?: string } = {}) {
      return move({ userId, kind: TRANSFER_KIND.walletFunding, kobo, from: await society(SOCIETY_ACCOUNT_KIND.providerClearing), to: await wallet(userId), description: options.description ?? 'Wallet funding', paymentMethod: 'Paystack', reference: options.reference });
    },
    /** the ₦100 card check, credited to the wallet */
    async cardVerification(userId: number, kobo = 10_000n, options: { reference?: string; description?: string } = {}) {
      return move({ userId, kind: TRANSFER_KIND.cardVerification, kobo, from: await society(SOCIETY_ACCOUNT_KIND.providerClearing), to: await wallet(userId), description: options.description ?? 'Card verification', paymentMethod: 'Paystack', reference: options.reference });
    },
    /** wallet → registration fee income */
    async registrationFeeFromWallet(userId: number, kobo: bigint, options: { reference?: string } = {}) {
      return move({ userId, kind: TRANSFER_KIND.registrationFee, kobo, from: await wallet(userId), to: await society(SOCIETY_ACCOUNT_KIND.registrationFeeIncome), description: 'Registration fee', paymentMethod: 'Wallet', reference: options.reference });
    },
    /** card → registration fee income: names the member, touches none of their accounts */
    async registrationFeeByCard(userId: number, kobo: bigint) {
      return move({ userId, kind: TRANSFER_KIND.registrationFee, kobo, from: await society(SOCIETY_ACCOUNT_KIND.providerClearing), to: await society(SOCIETY_ACCOUNT_KIND.registrationFeeIncome), description: 'Registration fee', paymentMethod: 'Paystack' });
    },
    /** wallet → payouts in flight, pending until the bank confirms */
    async withdraw(userId: number, kobo: bigint, options: { reference?: string; description?: string } = {}) {
      return move({ userId, kind: TRANSFER_KIND.withdrawal, kobo, from: await wallet(userId), to: await society(SOCIETY_ACCOUNT_KIND.payoutsInFlight), description: options.description ?? 'Withdrawal to bank', paymentMethod: 'Bank', reference: options.reference, pending: true });
    },
    /** the bank confirmed: post it, and move the money on from payouts in flight (a society-only settlement) */
    async settle(withdrawal: Made, kobo: bigint): Promise<Made | null> {
      const inFlight = await society(SOCIETY_ACCOUNT_KIND.payoutsInFlight);
      const clearing = await society(SOCIETY_ACCOUNT_KIND.providerClearing);
      const result = await withMoneyTransaction(db, (tx) =>
        postPending(tx, withdrawal.id, {
          settleKind: TRANSFER_KIND.withdrawalSettlement,
          settlePostings: [
            { accountId: inFlight, amount: -kobo },
            { accountId: clearing, amount: kobo },
          ],
        }),
      );
      return result.settlement ? { id: result.settlement.id, reference: result.settlement.reference } : null;
    },
    /** the bank refused: void it, and a reversal returns the money */
    async fail(withdrawal: Made): Promise<Made> {
      const reversal = await withMoneyTransaction(db, (tx) => voidPending(tx, withdrawal.id, 'The bank refused the transfer'));
      return { id: reversal.id, reference: reversal.reference };
    },
  };
}

/**
 * Moves a transfer and its postings to `at` (tests only: the ledger stamps the database clock and its triggers
 * forbid the change, so they are switched off for this one transaction). Backdate in the order the transfers
 * were made, so times still rise with each account's entry numbers.
 */
export async function backdate(db: Database, made: Made | null, at: Date): Promise<void> {
  if (!made) return;
  const iso = at.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`UPDATE ledger_transfers SET created_at = ${iso}::timestamptz,
      posted_at = CASE WHEN posted_at IS NULL THEN NULL ELSE ${iso}::timestamptz END,
      voided_at = CASE WHEN voided_at IS NULL THEN NULL ELSE ${iso}::timestamptz END
      WHERE id = ${made.id}`);
    await tx.execute(sql`UPDATE ledger_postings SET created_at = ${iso}::timestamptz WHERE transfer_id = ${made.id}`);
    await tx.execute(sql`UPDATE ledger_member_entries SET created_at = ${iso}::timestamptz WHERE transfer_id = ${made.id}`);
  });
}

/** "2026-06-02 00:00" in Lagos → the instant */
export function lagos(text: string): Date {
  const [date, time = '00:00:00.000'] = text.split(' ');
  const full = time.length === 5 ? `${time}:00.000` : time.length === 8 ? `${time}.000` : time;
  return new Date(`${date}T${full}+01:00`);
}
