// The fault runs' load client: money POSTs over real HTTP (through nginx), a bounded number in flight, each intent
// with its own Idempotency-Key. Like the app (shared/src/features/replies.ts outcomeUnknown), a reply that leaves the
// outcome unknown (no reply, 409 "still being processed", 5xx) is sent again with the SAME key; the member's
// "Try again" becomes a backoff here (250 ms doubling to 2 s, with jitter) until the intent's deadline. Every intent
// is recorded: acknowledged (2xx), retried (extra sends), failed (a final 4xx, or 5xx/no reply at the deadline),
// latency from the first send to the final answer, and the longest single send.
import crypto from 'node:crypto';

const RETRY_BASE_MS = 250;
const RETRY_CEILING_MS = 2_000;
/** an intent still unknown after this long counts as failed */
const INTENT_DEADLINE_MS = 45_000;
/** one send's own limit: a hung request is a fault to measure, not to wait on for ever */
const SEND_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** what the app treats as "outcome unknown": the same key goes again */
export function outcomeUnknown(status, body) {
  if (status === undefined) return true;
  if (status === 409) return /still being processed/i.test(String(body?.message ?? ''));
  return status >= 500;
}

/** one HTTP call: { status, body, ms } or { status: undefined, error, ms } when no reply came */
export async function send(baseUrl, { method = 'POST', path, token, body, key, timeoutMs = SEND_TIMEOUT_MS }) {
  const started = Date.now();
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  try {
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let parsed = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed, ms: Date.now() - started };
  } catch (error) {
    return { status: undefined, error: String(error?.cause?.code ?? error?.name ?? error), ms: Date.now() - started };
  }
}

/** sends one intent until its outcome is known (or the deadline); answers its record */
export async function sendIntent(baseUrl, intent) {
  const key = intent.key ?? crypto.randomUUID();
  const record = { ...intent, key, sends: 0, retried: 0, status: undefined, body: null, acknowledged: false, failed: false, latencyMs: 0, longestSendMs: 0, statuses: [] };
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const reply = await send(baseUrl, { path: intent.path, token: intent.token, body: intent.body, key });
    record.sends += 1;
    record.longestSendMs = Math.max(record.longestSendMs, reply.ms);
    record.statuses.push(reply.status ?? reply.error);
    record.status = reply.status;
    record.body = reply.body ?? null;
    if (!outcomeUnknown(reply.status, reply.body)) break;
    if (Date.now() - started > INTENT_DEADLINE_MS) break;
    const ceiling = Math.min(RETRY_CEILING_MS, RETRY_BASE_MS * 2 ** attempt);
    await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
  }
  record.retried = record.sends - 1;
  record.latencyMs = Date.now() - started;
  record.acknowledged = record.status !== undefined && record.status >= 200 && record.status < 300;
  record.failed = !record.acknowledged;
  return record;
}

/**
 * Runs `makeIntent(i)` intents with `concurrency` in flight until `durationMs` has passed or `maxIntents` were sent;
 * a lane starts its next intent `paceMs` after the last one began at the soonest (a steady load, not a flood).
 * `during(elapsed)` is awaited beside the load (the fault); the load goes on until both are done.
 */
export async function runLoad(baseUrl, { makeIntent, concurrency = 10, paceMs = 500, durationMs = 25_000, maxIntents = 1000, during = async () => {} }) {
  const records = [];
  const started = Date.now();
  let next = 0;
  let faultDone = false;
  const fault = (async () => {
    try {
      await during();
    } finally {
      faultDone = true;
    }
  })();
  const lane = async (laneNo) => {
    while ((Date.now() - started < durationMs || !faultDone) && next < maxIntents) {
      const sentAt = Date.now();
      const intent = makeIntent(next++, laneNo);
      records.push(await sendIntent(baseUrl, intent));
      await sleep(paceMs - (Date.now() - sentAt));
    }
  };
  await Promise.all([fault, ...Array.from({ length: concurrency }, (_, i) => lane(i))]);
  return { records, wallMs: Date.now() - started };
}

/** the p-th percentile (0–100) of numbers */
export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** the table's request columns of a run */
export function summarise(records) {
  const latencies = records.map((r) => r.latencyMs);
  return {
    sent: records.length,
    acknowledged: records.filter((r) => r.acknowledged).length,
    retried: records.filter((r) => r.retried > 0).length,
    failed: records.filter((r) => r.failed).length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(0, ...latencies),
    longestSend: Math.max(0, ...records.map((r) => r.longestSendMs)),
  };
}
