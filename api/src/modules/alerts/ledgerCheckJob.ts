// The scheduled ledger check (every LEDGER_CHECK_EVERY_MINUTES): the same invariants as `npm run ledger:check`, over
// one read-only snapshot. When anything is off it logs at error level and raises the one open 'ledger_check' alert
// (seen again on every later failing run, never a new one while it is open). A passing run resolves nothing: a
// ledger that was off and looks right again still needs a person to say why.
// Cost: a few sequential scans of ledger_postings (a sum, two GROUP BYs and one window over all postings, sorted
// by account and entry): linear in the postings, seconds for millions, in a snapshot that blocks no writer.
import type { JobDefinition } from '../../jobs';
import { ledgerCheckToJson, runLedgerCheck, type LedgerCheckResult } from '../../ledger';
import { dispatchAlerts, type DispatchDeps } from './dispatch';
import { raiseAlert } from './service';

export const LEDGER_CHECK_JOB = 'ledger.check';
const EXAMPLES = 5;

const FINDINGS = {
  unbalanced_transfers: 'transfers whose postings do not sum to zero',
  mismatched_accounts: 'cached balances that disagree with the postings',
  mismatched_account_counters: 'cached posting counts or debit totals that disagree',
  broken_running_balances: 'running balances that disagree with the history',
  negative_member_accounts: 'member accounts below zero',
  overdue_pending_without_alert: 'overdue pending transfers without an alert',
  mismatched_member_histories: "members' history indexes that disagree with their transfers",
} as const satisfies Partial<Record<keyof LedgerCheckResult, string>>;

/** what failed, with counts and the first few cases of each (JSON-safe) */
export function ledgerFindings(result: LedgerCheckResult): Record<string, unknown> {
  const json = ledgerCheckToJson(result);
  const failed: Record<string, unknown> = {};
  if (result.postings_sum !== 0n) failed.postings_sum = json.postings_sum;
  for (const [key, label] of Object.entries(FINDINGS)) {
    const items = json[key] as unknown[];
    if (items.length) failed[key] = { label, count: items.length, examples: items.slice(0, EXAMPLES) };
  }
  return { checked_at: json.checked_at, postings_checked: result.postings_checked, failed };
}

export function ledgerCheckJob(deps: DispatchDeps, everyMinutes: number): JobDefinition {
  return {
    name: LEDGER_CHECK_JOB,
    everyMs: everyMinutes * 60_000,
    async run(db, now, { log }) {
      const result = await db.transaction((tx) => runLedgerCheck(tx, now), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      if (result.ok) {
        log.info({ postings: result.postings_checked }, 'ledger check passed');
        return;
      }
      const details = ledgerFindings(result);
      log.error({ ledger_check: details }, 'ledger check found problems');
      await db.transaction((tx) =>
        raiseAlert(
          tx,
          {
            kind: 'ledger_check',
            subject: 'ledger',
            title: 'The ledger check found problems',
            message: `The scheduled ledger check found: ${Object.keys(details.failed as object).join(', ').replace(/_/g, ' ')}.`,
            details,
          },
          now,
        ),
      );
      await dispatchAlerts(deps, now, log);
    },
  };
}
