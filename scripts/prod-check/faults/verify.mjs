// After a fault run, from the database (read-only): every acknowledged intent's effect is there exactly once, and the
// ledger check (the operator's CLI, api/dist/cli/ledger-check.js) passes.
//  - lost: acknowledged, but its Idempotency-Key holds no stored 2xx or its ledger transfer (the reply's reference)
//    is absent;
//  - applied twice: a reference posted more than once, or an account holding more than the intents that completed
//    (acknowledged, or completed with the reply lost on the way) moved into it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../lib/workspace.mjs';
import { sqlRows } from './database.mjs';

/** kobo of a "1234.50" amount */
export const kobo = (naira) => {
  const [whole, fraction = ''] = String(naira).split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/**
 * @param {string} url the database
 * @param {Array} records the load's intents ({ member, key, amount, acknowledged, body })
 * @param {{ accountKind: string, baseline: Map<number, bigint> }} o the account the intents pay into and each
 *   member's balance there before the run
 */
export async function verifyIntents(url, records, { accountKind, baseline }) {
  let lost = 0;
  let twice = 0;
  const keys = await sqlRows(url, `SELECT scope, key, status, response_status, response_body FROM idempotency_keys WHERE key = ANY($1)`, [records.map((r) => r.key)]);
  const stored = new Map(keys.map((row) => [`${row.scope} ${row.key}`, row]));
  const completedRefs = new Map();
  const expected = new Map(baseline);
  for (const r of records) {
    const row = stored.get(`user:${r.member} ${r.key}`);
    const completed = row?.status === 'done' && row.response_status >= 200 && row.response_status < 300;
    if (r.acknowledged && !completed) lost += 1;
    if (completed) {
      const reference = row.response_body?.reference ?? r.body?.reference;
      if (reference) completedRefs.set(reference, r);
      expected.set(r.member, (expected.get(r.member) ?? 0n) + kobo(r.amount));
    }
  }
  const refs = [...completedRefs.keys()];
  const counts = new Map((await sqlRows(url, 'SELECT reference, count(*)::int AS n FROM ledger_transfers WHERE reference = ANY($1) GROUP BY reference', [refs])).map((row) => [row.reference, row.n]));
  for (const [reference, r] of completedRefs) {
    const n = counts.get(reference) ?? 0;
    if (n === 0 && r.acknowledged) lost += 1;
    if (n > 1) twice += 1;
  }
  const balances = await balancesOf(url, [...expected.keys()], accountKind);
  for (const [member, want] of expected) if ((balances.get(member) ?? 0n) > want) twice += 1;
  return { lost, twice };
}

/**
 * The verifier must be able to fail: an acknowledged intent the database never saw counts as lost, and an account
 * holding more than its completed intents moved counts as applied twice. Throws when it does not see either.
 */
export async function selfCheck(url, member, accountKind) {
  const baseline = await balancesOf(url, [member], accountKind);
  const phantom = { member, key: `self-check-${Date.now()}`, amount: '1.00', acknowledged: true, body: {} };
  const missing = await verifyIntents(url, [phantom], { accountKind, baseline });
  const richer = await verifyIntents(url, [], { accountKind, baseline: new Map([[member, (baseline.get(member) ?? 0n) - 1n]]) });
  if (missing.lost !== 1 || richer.twice !== 1) throw new Error(`the fault runs' verifier is blind: ${JSON.stringify({ missing, richer })}`);
}

/** member id → balance (kobo) of their account of `accountKind` */
export async function balancesOf(url, memberIds, accountKind) {
  const rows = await sqlRows(url, 'SELECT owner_user_id, balance::text AS balance FROM ledger_accounts WHERE owner_user_id = ANY($1) AND purpose = $2', [memberIds, accountKind]);
  return new Map(rows.map((row) => [Number(row.owner_user_id), BigInt(row.balance)]));
}

/** the operator's ledger check on the database (with `node`, the topology's runtime): ok, or its report */
export function ledgerCheck(url, node = process.execPath) {
  try {
    execFileSync(node, [path.join(ROOT, 'api', 'dist', 'cli', 'ledger-check.js')], {
      cwd: path.join(ROOT, 'api'),
      // the CLI reads the same environment as the API; it needs only the database (no provider, no mail)
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return { ok: true, text: 'ok' };
  } catch (error) {
    return { ok: false, text: `FAIL: ${String(error.stdout ?? '').trim() || String(error.stderr ?? error.message).trim()}` };
  }
}
