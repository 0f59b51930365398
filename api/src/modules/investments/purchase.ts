// Buying slots (the `investment_purchase` charge purpose): the amount is slots × the slot's current value, computed
// here; applying it takes the slots with a conditional UPDATE (so buyers of the last units can never oversell: the
// late ones are refused and their money is not taken), records the holding and moves the money into the
// investment's pool. A card payment nobody applied goes to the wallet.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { investmentHoldings, investments, type InvestmentHolding, type InvestmentKind } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { investmentPoolAccountKind, MEMBER_ACCOUNT_KIND, memberAccount, societyAccount, TRANSFER_KIND } from '../../ledger';
import { formatNairaText } from '../../money/money';
import { lagosDate } from '../../time/lagos';
import type { PaymentsService } from '../payments';
import { assertNotSuspended } from '../members';
import { notify } from '../notifications';
import { investmentColumns, onSale, type InvestmentRow } from './views';

export const INVESTMENT_PURPOSE = 'investment_purchase';
export const INVESTMENT_NOT_FOUND = 'Investment not found';
const KIND_NAME: Record<InvestmentKind, string> = { market: 'market investment', halal: 'halal investment' };

export interface PurchaseInput {
  investmentId?: number;
  kind?: InvestmentKind;
  slots?: number;
}

export async function findInvestment(executor: Executor, id: number, kind?: InvestmentKind): Promise<InvestmentRow> {
  const [row] = await executor
    .select(investmentColumns)
    .from(investments)
    .where(and(eq(investments.id, id), kind ? eq(investments.kind, kind) : undefined));
  if (!row) throw notFound(kind ? `This ${KIND_NAME[kind]} was not found` : INVESTMENT_NOT_FOUND);
  return row;
}

export function assertBuyable(inv: InvestmentRow, slots: number, today: string): void {
  if (!onSale(inv, today)) {
    if (inv.unitRemaining <= 0) throw conflict(`${inv.investmentType} is sold out`);
    throw conflict(`${inv.investmentType} is closed: slots could be bought until ${inv.applicationDate}`);
  }
  if (slots > inv.unitRemaining) throw unprocessable(`Only ${inv.unitRemaining} slot${inv.unitRemaining === 1 ? ' is' : 's are'} left in ${inv.investmentType}`, { unit_remaining: inv.unitRemaining });
}

async function takeSlots(tx: Transaction, inv: InvestmentRow, slots: number): Promise<void> {
  const taken = await tx
    .update(investments)
    .set({ unitRemaining: sql`${investments.unitRemaining} - ${slots}` })
    .where(and(eq(investments.id, inv.id), eq(investments.status, 'open'), gte(investments.unitRemaining, slots)))
    .returning({ left: investments.unitRemaining });
  if (taken.length) return;
  const [now] = await tx.select({ left: investments.unitRemaining }).from(investments).where(eq(investments.id, inv.id));
  throw conflict(now && now.left > 0 ? `Only ${now.left} slot${now.left === 1 ? ' is' : 's are'} left in ${inv.investmentType}` : `${inv.investmentType} is sold out`, { unit_remaining: now?.left ?? 0 });
}

export function registerInvestmentPurpose(payments: PaymentsService, now: () => Date): void {
  payments.registerPurpose<PurchaseInput, InvestmentHolding>({
    name: INVESTMENT_PURPOSE,
    title: 'these investment slots',
    sources: ['wallet', 'card'],
    amount: async (executor, { input }) => {
      if (!input.investmentId || !input.slots) return null;
      const inv = await findInvestment(executor, input.investmentId, input.kind);
      return inv.currentValueKobo * BigInt(input.slots);
    },
    guard: async (executor, { userId, input }) => {
      await assertNotSuspended(executor, userId);
      if (!input.investmentId || !input.slots) return;
      assertBuyable(await findInvestment(executor, input.investmentId, input.kind), input.slots, lagosDate(now()));
    },
    apply: async (tx, payment, input) => {
      const at = now();
      const inv = await findInvestment(tx, input.investmentId ?? 0, input.kind);
      const slots = input.slots ?? 0;
      assertBuyable(inv, slots, lagosDate(at));
      if (inv.currentValueKobo * BigInt(slots) !== payment.amountKobo) throw conflict('The price of a slot changed while you were paying: please check the total and try again');
      await takeSlots(tx, inv, slots);
      const [holding] = await tx
        .insert(investmentHoldings)
        .values({
          userId: payment.userId,
          investmentId: inv.id,
          slots,
          amountKobo: payment.amountKobo,
          returnsKobo: inv.expectedReturnsKobo * BigInt(slots),
          reference: payment.reference,
          paymentMethod: payment.paymentMethod,
          createdAt: at,
        })
        .returning();
      await payment.transferTo({
        accountId: await societyAccount(tx, investmentPoolAccountKind(inv.id)),
        kind: TRANSFER_KIND.investmentPurchase,
        description: `${slots} slot${slots === 1 ? '' : 's'} of ${inv.investmentType}`,
        metadata: { investment_id: inv.id, holding_id: holding.id, slots },
      });
      await notify(tx, payment.userId, {
        title: 'Investment bought',
        message: `You bought ${slots} slot${slots === 1 ? '' : 's'} of ${inv.investmentType} for ${formatNairaText(payment.amountKobo)}. It matures on ${inv.maturityDate} with ${formatNairaText(holding.returnsKobo)} expected returns.`,
        link: inv.kind === 'halal' ? '/investments?kind=halal' : '/market',
        createdAt: at,
      });
      return holding;
    },
    callback: async (tx, payment) => {
      await payment.transferTo({ accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet), kind: TRANSFER_KIND.walletFunding, description: 'An investment payment no purchase used, credited to your wallet' });
    },
    checkout: { callbackPath: '/investments' },
  });
}
