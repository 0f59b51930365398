// `npm run ledger:check` (after `npm run build`): verifies the ledger's invariants on DATABASE_URL, or on
// the embedded PGlite in DATA_DIR (stop the API first: PGlite allows one process). Exit code 0 when the
// ledger is sound, 1 when the check found a problem, 2 when it could not run.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runLedgerCheck, type LedgerCheckResult } from '../ledger';
import { formatNairaText } from '../money/money';

const naira = (kobo: bigint) => formatNairaText(kobo);

export function formatLedgerCheckReport(result: LedgerCheckResult): string {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');
  lines.push(`Ledger check at ${result.checked_at.toISOString()}: ${result.ok ? 'OK' : 'PROBLEMS FOUND'}`);
  lines.push(`  ${result.accounts_checked} accounts, ${result.transfers_checked} transfers, ${result.postings_checked} postings`);
  lines.push(`  [${mark(result.postings_sum === 0n)}] sum of all postings is zero (${naira(result.postings_sum)})`);
  const sections: Array<[string, unknown[], (item: never) => string]> = [
    ['every transfer has ≥ 2 postings summing to zero', result.unbalanced_transfers, (t: LedgerCheckResult['unbalanced_transfers'][number]) =>
      `transfer ${t.transfer_id} (${t.reference}): ${t.postings} postings summing to ${naira(t.sum)}`],
    ['every cached balance equals the sum of its postings', result.mismatched_accounts, (a: LedgerCheckResult['mismatched_accounts'][number]) =>
      `account ${a.account_id}: cached ${naira(a.cached)}, postings ${naira(a.actual)}`],
    ['every cached posting count and debit total agrees', result.mismatched_account_counters, (a: LedgerCheckResult['mismatched_account_counters'][number]) =>
      `account ${a.account_id}: ${a.field} cached ${a.cached}, actual ${a.actual}`],
    ['every running balance agrees with the history', result.broken_running_balances, (p: LedgerCheckResult['broken_running_balances'][number]) =>
      `account ${p.account_id} posting ${p.posting_id} (#${p.entry_no}): balance_after ${naira(p.balance_after)}, expected ${naira(p.expected_balance_after)}`],
    ['no member account below zero', result.negative_member_accounts, (a: LedgerCheckResult['negative_member_accounts'][number]) =>
      `account ${a.account_id} (user ${a.owner_user_id}, ${a.purpose}): cached ${naira(a.cached)}, postings ${naira(a.actual)}`],
    ['no overdue pending transfer without an alert', result.overdue_pending_without_alert, (o: LedgerCheckResult['overdue_pending'][number]) =>
      `transfer ${o.transfer_id} (${o.reference}, ${o.kind}) was due ${o.deadline_at.toISOString()}`],
    ["every member's history index lists their transfers, numbered 1…n", result.mismatched_member_histories, (h: LedgerCheckResult['mismatched_member_histories'][number]) =>
      `user ${h.user_id}: ${h.entries} entries (last #${h.last_seq}, count ${h.entry_count}), ${h.expected} transfers expected`],
  ];
  for (const [title, items, describe] of sections) {
    lines.push(`  [${mark(items.length === 0)}] ${title}${items.length ? `: ${items.length}${items.length >= 100 ? '+' : ''}` : ''}`);
    for (const item of items) lines.push(`         ${describe(item as never)}`);
  }
  const alerted = result.overdue_pending.filter((o) => o.alerted).length;
  if (alerted) lines.push(`  note: ${alerted} overdue pending transfer(s) already alerted, awaiting a person`);
  return `${lines.join('\n')}\n`;
}

export async function runLedgerCheckCli(env: NodeJS.ProcessEnv, write: (text: string) => void): Promise<number> {
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
  try {
    // one consistent snapshot while the API keeps posting
    const result = await database.db.transaction((tx) => runLedgerCheck(tx, new Date()), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    write(formatLedgerCheckReport(result));
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runLedgerCheckCli(process.env, (text) => process.stdout.write(text)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      console.error(`ledger check could not run: ${cause ?? (error as Error).message}`);
      if (/relation "ledger_\w+" does not exist/.test(cause ?? '')) console.error('The ledger tables are missing: start the API once to apply the migrations.');
      process.exit(2);
    },
  );
}
