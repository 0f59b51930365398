// What the reports are checked against, computed apart from them: each account's Σ postings (optionally before an
// instant) grouped the way the books group them, and naira strings back to kobo.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { queryRows, toBigInt } from '../../../src/ledger/sql';
import type { TestApp } from '../../helpers/testApp';
import type { TestUser } from '../../helpers/users';

/** "1234.50" → 123450n, "-0.40" → -40n */
export function kobo(naira: string): bigint {
  const negative = naira.startsWith('-');
  const [whole, fraction = ''] = naira.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Σ postings per line of the books (society account by purpose, members' accounts by family), optionally only before / from `at` */
export async function ledgerLines(db: Database, window: { before?: Date; from?: Date } = {}): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ kind: string; purpose: string; total: unknown }>(
    db,
    sql`SELECT a.kind, a.purpose, sum(p.amount)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE true ${window.before ? sql`AND p.created_at < ${window.before.toISOString()}::timestamptz` : sql``}
                   ${window.from ? sql`AND p.created_at >= ${window.from.toISOString()}::timestamptz` : sql``}
        GROUP BY a.kind, a.purpose`,
  );
  const business = new Set((await queryRows<{ id: unknown }>(db, sql`SELECT id FROM loans WHERE kind = 'business'`)).map((r) => String(r.id)));
  const lines = new Map<string, bigint>();
  for (const r of rows) {
    const [family, id] = r.purpose.split(':');
    const key = r.kind === 'society' ? r.purpose : family === 'loan_receivable' && business.has(id) ? 'members:business_receivable' : `members:${family}`;
    lines.set(key, (lines.get(key) ?? 0n) + toBigInt(r.total));
  }
  return lines;
}

export function get(t: TestApp, user: TestUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });
}
