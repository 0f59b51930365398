// Fixtures for the investments tests: the admin's create form (multipart, as the dashboard sends it), purchases with
// the original client's payloads (facts §2.9), and the money to check: a wallet, an investment's pool.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { investmentHoldings, investments, ledgerTransfers } from '../../../src/db/schema';
import { investmentPoolAccountKind, accountBalance, societyAccount } from '../../../src/ledger';
import { addDays, lagosDate } from '../../../src/time/lagos';
import type { TestApp } from '../../helpers/testApp';
import { multipart, type Part } from '../../profile/fixtures';
import { call, type Member } from '../../wallet/support/money';

export type Kind = 'market' | 'halal';

/** 'YYYY-MM-DD' `days` after the test clock's Lagos date */
export const dayFromToday = (t: TestApp, days: number): string => addDays(lagosDate(t.clock.now), days);

export const pngPicture = (): Promise<Buffer> => sharp({ create: { width: 60, height: 40, channels: 3, background: '#c9a227' } }).png().toBuffer();

/** the create form's fields: on sale from today until tomorrow, maturing the day after; ₦1,000 a slot, ₦150 returns */
export function investmentFields(t: TestApp, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    kind: 'market',
    investment_type: 'Cassava Farm 2027',
    description: 'A season of cassava in Ogun State',
    current_value: '1,000',
    expected_returns: '150',
    units: '100',
    insurance_partner: 'Leadway Assurance',
    start_date: dayFromToday(t, 0),
    application_date: dayFromToday(t, 1),
    maturity_date: dayFromToday(t, 2),
    ...overrides,
  };
}

/** POST admin/investments as a multipart form; `picture: null` sends none */
export function postInvestment(t: TestApp, who: Member, fields: Record<string, string>, picture: Part | null = null) {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (picture) parts.push(picture);
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/admin/investments', payload: body.payload, headers: { ...who.headers, ...body.headers } });
}

/** an investment created through the admin's form; fails the test on a refusal */
export async function offerInvestment(t: TestApp, boss: Member, overrides: Record<string, string> = {}): Promise<{ id: number; current_values: string; unit_remaining: number }> {
  const res = await postInvestment(t, boss, investmentFields(t, overrides));
  if (res.statusCode !== 200) throw new Error(`create investment: ${res.statusCode} ${res.body}`);
  return res.json().investment;
}

/** a purchase body as the original client sent it: `investments_id` / `halai_investments_id`, slots, total, Wallet */
export function purchaseBody(kind: Kind, id: number, slots: number | string, total?: string, extra: Record<string, unknown> = {}) {
  const idKey = kind === 'market' ? 'investments_id' : 'halai_investments_id';
  return { [idKey]: id, slots, ...(total === undefined ? {} : { total }), date_time: '2026-11-23 10:00:00', payment_method: 'Wallet', paystack_id: '', ...extra };
}

export const BUY_PATHS: Record<Kind, [string, string]> = {
  market: ['/api/market_place/add_investment', '/api/save_investment/store'],
  halal: ['/api/halai/add_investment', '/api/save_halai/store'],
};

export function buy(t: TestApp, who: Member, kind: Kind, id: number, slots: number | string, total?: string, options: { key?: string | true; path?: string } = {}) {
  return call(t, who, 'POST', options.path ?? BUY_PATHS[kind][0], purchaseBody(kind, id, slots, total), { key: options.key ?? true });
}

export async function poolKobo(t: TestApp, investmentId: number): Promise<bigint> {
  return accountBalance(t.database.db, await societyAccount(t.database.db, investmentPoolAccountKind(investmentId)));
}

export async function investmentRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(investments).where(eq(investments.id, id));
  return row;
}

export async function holdingsOf(t: TestApp, investmentId: number) {
  return t.database.db.select().from(investmentHoldings).where(eq(investmentHoldings.investmentId, investmentId)).orderBy(investmentHoldings.id);
}

/** how many ledger transfers carry this reference (a payout's must be exactly one) */
export async function transfersWithReference(t: TestApp, reference: string): Promise<number> {
  return (await t.database.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.reference, reference))).length;
}

/** moves the test clock to `days` after today at noon, Lagos (sessions last long enough: see TOKEN_TTL_MINUTES) */
export function moveClockToDay(t: TestApp, days: number): void {
  const target = Date.parse(`${dayFromToday(t, days)}T11:00:00Z`);
  t.clock.advance(target - t.clock.now.getTime());
}
