// /metrics: the request, job and database metrics of one app, in Prometheus text format, on their own server; one
// registry per app (many apps in one process do not collide).
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { LEDGER_CHECK_JOB } from '../../src/modules/alerts/ledgerCheckJob';
import { raiseAlert } from '../../src/modules/alerts';
import { queryRows, toDate } from '../../src/ledger/sql';
import { databaseSnapshotReader } from '../../src/observability/databaseSnapshot';
import { startMetricsServer } from '../../src/observability/metricsServer';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({}, { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** the value of one series in a Prometheus text exposition, or undefined */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

function get(url: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
      })
      .on('error', reject);
  });
}

describe('/metrics', () => {
  // first: the database figures are read at most every 10 s, and the first scrape reads them
  it('reports job runs, failures, last run and lag; the mail backlog; the last ledger check', async () => {
    await t.database.db.execute(
      sql`INSERT INTO mail_queue (to_address, subject, text_body, html_body, due_at) VALUES ('backlog@example.com', 'Waiting', 'text', '<p>html</p>', now() - interval '90 seconds')`,
    );
    expect(await t.app.deps.jobs.runDue(LEDGER_CHECK_JOB)).toBe('ran');
    const text = await t.app.deps.metrics.registry.metrics();
    expect(sample(text, 'coop_job_runs_total', { job: LEDGER_CHECK_JOB })).toBe(1);
    expect(sample(text, 'coop_job_failures_total', { job: LEDGER_CHECK_JOB })).toBeUndefined();
    expect(sample(text, 'coop_job_lag_seconds', { job: LEDGER_CHECK_JOB })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'coop_job_last_run_timestamp_seconds', { job: LEDGER_CHECK_JOB })).toBeCloseTo(Date.now() / 1000, -1);
    expect(sample(text, 'coop_mail_outbox_backlog')).toBe(1);
    expect(sample(text, 'coop_mail_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'coop_ledger_check_ok')).toBe(1);
    expect(sample(text, 'coop_ledger_check_last_run_timestamp_seconds')).toBeCloseTo(Date.now() / 1000, -1);
    expect(sample(text, 'coop_db_pool_waiting')).toBe(0);
    expect(sample(text, 'coop_api_phase', { phase: 'ready' })).toBe(1);
    expect(sample(text, 'coop_api_phase', { phase: 'draining' })).toBe(0);
    expect(sample(text, 'coop_db_pool_max')).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') expect(sample(text, 'coop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
  });

  it('counts requests and their durations by method, route pattern and status', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/single_investment/12345' }); // a route with a parameter: counted under its pattern
    await t.app.inject({ url: '/no/such/thing/987' });
    const text = await t.app.deps.metrics.registry.metrics();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/single_investment/:id', status: '401' })).toBe(1);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('/no/such/thing');
    expect(text).toMatch(/# HELP http_requests_total \S/);
  });

  it('keeps one registry per app: another app on the same database counts its own requests', async () => {
    await other.app.inject({ url: '/api/health/live' });
    const mine = await t.app.deps.metrics.registry.metrics();
    const theirs = await other.app.deps.metrics.registry.metrics();
    expect(sample(theirs, 'http_requests_total', { route: '/api/health/live' })).toBe(1);
    expect(sample(mine, 'http_requests_total', { route: '/api/health/live' })).toBeUndefined();
  });

  it('says 0 for a ledger check whose run raised (or saw again) the ledger alert', async () => {
    const [job] = await queryRows(t.database.db, sql`SELECT last_started_at FROM scheduled_jobs WHERE name = ${LEDGER_CHECK_JOB}`);
    const read = databaseSnapshotReader(t.database.db);
    expect((await read())?.ledgerCheck?.ok).toBe(true);
    await raiseAlert(t.database.db, { kind: 'ledger_check', subject: 'ledger', title: 'The ledger check found problems', message: 'test', details: {} }, toDate(job.last_started_at));
    expect((await databaseSnapshotReader(t.database.db)())?.ledgerCheck?.ok).toBe(false);
  });

  it('counts a failed job run as a failure', async () => {
    t.app.deps.jobs.registerJob({
      name: 'test.failing',
      everyMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    });
    expect(await t.app.deps.jobs.runDue('test.failing')).toBe('failed');
    const text = await t.app.deps.metrics.registry.metrics();
    expect(sample(text, 'coop_job_runs_total', { job: 'test.failing' })).toBe(1);
    expect(sample(text, 'coop_job_failures_total', { job: 'test.failing' })).toBe(1);
  });

  it('is served on its own port with the process figures, and nothing else there', async () => {
    t.app.deps.metrics.includeProcessMetrics();
    const server = await startMetricsServer(t.app.deps.metrics.registry, '127.0.0.1', 0);
    try {
      const started = performance.now();
      const metrics = await get(server.url);
      const ms = performance.now() - started;
      expect(metrics.status).toBe(200);
      expect(metrics.type).toContain('text/plain');
      expect(metrics.body).toContain('process_cpu_user_seconds_total');
      expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
      expect(metrics.body).toContain('http_requests_total');
      expect((await get(server.url.replace('/metrics', '/api/health'))).status).toBe(404);
      console.log(`a /metrics scrape took ${ms.toFixed(1)} ms (${metrics.body.length} bytes)`);
    } finally {
      await server.close();
    }
  });

  it('is not under /api on the API port', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });
});
