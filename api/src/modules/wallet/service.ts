// The member's wallet: balance, history (the wallet account's statement, newest first) and card money credited to it
// (the wallet_funding and card_verification purposes, ./purposes.ts).
import { and, eq } from 'drizzle-orm';
import type { WalletEntry } from '../../contract';
import type { Executor } from '../../db/client';
import { paymentCards } from '../../db/schema';
import { MEMBER_ACCOUNT_KIND, accountStatement, findMemberAccount, memberAccount, TRANSFER_KIND, transferMetadata } from '../../ledger';
import { formatKobo } from '../../money/money';
import { naira, type TakenPayment } from '../payments';
import { notify } from '../notifications';
import { CATEGORY, categoryOf, transactionLabel } from '../transactions';

export const WALLET_FUNDING = 'wallet_funding';
export const CARD_VERIFICATION = 'card_verification';

/** kobo; 0 for a member who never had money in the wallet */
export async function walletBalance(executor: Executor, userId: number): Promise<bigint> {
  return (await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.wallet))?.balance ?? 0n;
}

export async function walletHistory(executor: Executor, userId: number, page: number, perPage: number): Promise<{ rows: WalletEntry[]; total: number }> {
  const account = await findMemberAccount(executor, userId, MEMBER_ACCOUNT_KIND.wallet);
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
 * Credits card money (a wallet_funding or card_verification charge) to its member's wallet and notifies them. Called
 * once per charge by the payments module (a request or the callback, whichever claims the charge first).
 */
export async function creditWalletByCard(tx: Executor, payment: TakenPayment, now: Date): Promise<void> {
  const wallet = await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet);
  const verification = payment.purpose === CARD_VERIFICATION;
  const cardId = payment.charge?.cardId;
  const card = cardId ? await cardOf(tx, payment.userId, cardId) : null;
  const cardText = card ? `card ending in ${card.last4}` : 'debit card';
  await payment.transferTo({
    accountId: wallet,
    kind: verification ? TRANSFER_KIND.cardVerification : TRANSFER_KIND.walletFunding,
    description: verification ? `Card verification charge (${cardText})` : `Wallet funding by ${cardText}`,
  });
  if (verification) {
    await notify(tx, payment.userId, {
      title: card ? 'Card added' : 'Card verification charge',
      message: card
        ? `Your ${card.brand ? `${card.brand.toUpperCase()} ` : ''}card ending in ${card.last4} was added. The ${naira(payment.amountKobo)} verification charge is in your wallet.`
        : `The ${naira(payment.amountKobo)} verification charge is in your wallet, but this card cannot be saved for later payments.`,
      link: '/settings',
      createdAt: now,
    });
  } else {
    await notify(tx, payment.userId, {
      title: 'Wallet funded',
      message: `${naira(payment.amountKobo)} was added to your wallet (reference ${payment.reference}).`,
      link: '/wallet',
      createdAt: now,
    });
  }
}

async function cardOf(executor: Executor, userId: number, cardId: number) {
  const [card] = await executor
    .select({ last4: paymentCards.last4, brand: paymentCards.brand })
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId)))
    .limit(1);
  return card ?? null;
}

