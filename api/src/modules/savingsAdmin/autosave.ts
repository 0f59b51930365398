// The autosave job's health: plans waiting to be charged or paused, recent outcomes and the latest failures.
import { sql } from 'drizzle-orm';
import type { AutosaveHealthReply } from '../../contract';
import type { Executor } from '../../db/client';
import { queryRows, toBigInt, toDate } from '../../ledger/sql';
import { formatKobo } from '../../money/money';

const DAY_MS = 24 * 3600_000;
const RECENT_FAILURES = 20;

export async function autosaveHealth(executor: Executor, now: Date): Promise<AutosaveHealthReply> {
  const [plans] = await queryRows<{ autosave_on: unknown; due_now: unknown; paused: unknown }>(
    executor,
    sql`SELECT count(*) FILTER (WHERE auto_status)::int AS autosave_on,
               count(*) FILTER (WHERE auto_status AND paused_at IS NULL AND next_run_at <= ${now.toISOString()}::timestamptz)::int AS due_now,
               count(*) FILTER (WHERE paused_at IS NOT NULL)::int AS paused
        FROM savings_plans WHERE status = 'active'`,
  );
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const [runs] = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT count(*) FILTER (WHERE status = 'charged' AND coalesce(finished_at, started_at) > ${dayAgo}::timestamptz)::int AS charged_24h,
               count(*) FILTER (WHERE status = 'failed' AND coalesce(finished_at, started_at) > ${dayAgo}::timestamptz)::int AS failed_24h,
               count(*) FILTER (WHERE status = 'charged')::int AS charged_7d,
               count(*) FILTER (WHERE status = 'failed')::int AS failed_7d
        FROM autosave_runs
        WHERE coalesce(finished_at, started_at) > ${weekAgo}::timestamptz AND coalesce(finished_at, started_at) <= ${now.toISOString()}::timestamptz`,
  );
  const failures = await queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT r.id, r.plan_id, r.user_id, u.first_name, u.last_name, u.email, p.kind, p.target_name, r.amount_kobo::text AS amount_kobo,
               r.failure_reason, coalesce(r.finished_at, r.started_at) AS at
        FROM autosave_runs r JOIN savings_plans p ON p.id = r.plan_id JOIN users u ON u.id = r.user_id
        WHERE r.status = 'failed'
        ORDER BY coalesce(r.finished_at, r.started_at) DESC, r.id DESC
        LIMIT ${RECENT_FAILURES}`,
  );
  return {
    success: true,
    plans: { autosave_on: Number(plans.autosave_on), due_now: Number(plans.due_now), paused: Number(plans.paused) },
    runs: {
      last_24_hours: { charged: Number(runs.charged_24h), failed: Number(runs.failed_24h) },
      last_7_days: { charged: Number(runs.charged_7d), failed: Number(runs.failed_7d) },
    },
    recent_failures: failures.map((f) => ({
      run_id: Number(f.id),
      plan_id: Number(f.plan_id),
      user_id: Number(f.user_id),
      name: `${String(f.first_name)} ${String(f.last_name)}`.trim(),
      email: String(f.email),
      kind: f.kind as AutosaveHealthReply['recent_failures'][number]['kind'],
      target_name: (f.target_name as string | null) ?? null,
      amount: formatKobo(toBigInt(f.amount_kobo)),
      reason: (f.failure_reason as string | null) ?? null,
      at: toDate(f.at).toISOString(),
    })),
  };
}
