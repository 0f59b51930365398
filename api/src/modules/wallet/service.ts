// The member's wallet: balance, history (the wallet account's statement, newest first) and card money credited to it.
import { and, eq } from 'drizzle-orm';
import type { WalletEntry } from '../../contract';
import type { Executor } from '../../db/client';
import { paymentCards, type PaymentCharge } from '../../db/schema';
import { MEMBER_PURPOSE, accountStatement, findMemberAccount, memberAccount, transfer } from '../../ledger';
import { formatKobo } from '../../money/money';
import type { PaymentsService } from '../payments';
import { notify } from '../notifications/service';
import { CATEGORY, TRANSFER_KIND, categoryOf, transactionLabel } from '../transactions/categories';
import { transferMetadata } from '../transactions/transferMetadata';
import { CARD_PAYMENT_METHOD, cardMoneyPostings, naira } from './cardMoney';

export const WALLET_CHARGE_PURPOSES = ['wallet_funding', 'card_verification'] as const;
export type WalletChargePurpose = (typeof WALLET_CHARGE_PURPOSES)[number];

export const isWalletChargePurpose = (purpose: string): purpose is WalletChargePurpose => (WALLET_CHARGE_PURPOSES as readonly string[]).includes(purpose);

/** kobo; 0 for a member who never had money in the wallet */
export async function walletBalance(executor: Executor, userId: number): Promise<bigint> {
  return (await findMemberAccount(executor, userId, MEMBER_PURPOSE.wallet))?.balance ?? 0n;
}

export async function walletHistory(executor: Executor, userId: number, page: number, perPage: number): Promise<{ rows: WalletEntry[]; total: number }> {
  const account = await findMemberAccount(executor, userId, MEMBER_PURPOSE.wallet);
  if (!account) return { rows: [], total: 0 };
  const statement = await accountStatement(executor, account.id, { page, perPage, order: 'desc' });
  const metadata = await transferMetadata(executor, statement.rows.map((r) => r.transfer_id));
  const rows = statement.rows.map((row): WalletEntry => {
    const meta = metadata.get(row.transfer_id) ?? {};
    const type = row.amount > 0n ? 'credit' : 'debit';
    return {
      id: row.posting_id,
      reference: row.reference,
      wallet_category: categoryOf(row.kind, meta) ?? CATEGORY.wallet,
      category_label: transactionLabel(row.kind, meta, type, CATEGORY.wallet),
      wallet_type: type,
      amount: formatKobo(row.amount < 0n ? -row.amount : row.amount),
      payment_method: typeof meta.payment_method === 'string' ? meta.payment_method : 'Wallet',
      description: row.description,
      entry_date: row.created_at.toISOString(),
      status: row.status,
      balance_after: formatKobo(row.balance_after),
    };
  });
  return { rows, total: statement.total };
}

/**
 * Credits a successful wallet_funding / card_verification charge to its member's wallet, once: the first caller of
 * markChargeApplied books it (card money convention in ./cardMoney.ts) and notifies; later callers get false.
 */
export async function creditWalletFromCharge(tx: Executor, payments: PaymentsService, charge: PaymentCharge, now: Date): Promise<boolean> {
  if (!isWalletChargePurpose(charge.purpose)) throw new Error(`Charge ${charge.reference} is for ${charge.purpose}, not the wallet`);
  if (!(await payments.markChargeApplied(tx, charge.reference))) return false;
  const wallet = await memberAccount(tx, charge.userId, MEMBER_PURPOSE.wallet);
  const verification = charge.purpose === 'card_verification';
  const card = charge.cardId ? await cardOf(tx, charge.userId, charge.cardId) : null;
  const cardText = card ? `card ending in ${card.last4}` : 'debit card';
  await transfer(tx, {
    reference: charge.reference,
    kind: verification ? TRANSFER_KIND.cardVerification : TRANSFER_KIND.walletFunding,
    userId: charge.userId,
    description: verification ? `Card verification charge (${cardText})` : `Wallet funding by ${cardText}`,
    postings: await cardMoneyPostings(tx, charge, wallet),
    metadata: { payment_method: CARD_PAYMENT_METHOD, charge_reference: charge.reference, fee: formatKobo(charge.feeKobo), card_id: charge.cardId },
  });
  if (verification) {
    await notify(tx, charge.userId, {
      title: card ? 'Card added' : 'Card verification charge',
      message: card
        ? `Your ${card.brand ? `${card.brand.toUpperCase()} ` : ''}card ending in ${card.last4} was added. The ${naira(charge.amountKobo)} verification charge is in your wallet.`
        : `The ${naira(charge.amountKobo)} verification charge is in your wallet, but this card cannot be saved for later payments.`,
      link: '/settings',
      createdAt: now,
    });
  } else {
    await notify(tx, charge.userId, {
      title: 'Wallet funded',
      message: `${naira(charge.amountKobo)} was added to your wallet (reference ${charge.reference}).`,
      link: '/wallet',
      createdAt: now,
    });
  }
  return true;
}

async function cardOf(executor: Executor, userId: number, cardId: number) {
  const [card] = await executor
    .select({ last4: paymentCards.last4, brand: paymentCards.brand })
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
    .limit(1);
  return card ?? null;
}

/** The 422 a member sees when the wallet cannot cover a debit. */
export const insufficientBalanceMessage = (availableKobo: bigint): string => `Insufficient balance: your available balance is ${naira(availableKobo)}`;
