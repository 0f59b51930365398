// The API as main.ts runs it, on a fresh embedded database: it listens before migrating (readiness says
// "migrating", GET /api/health waits), becomes ready, serves /metrics on its own port, and on SIGTERM flips readiness
// at once, refuses connections after DRAIN_GRACE_MS and exits 0. PGlite pass only: the database is its own folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { usingPostgres } from '../helpers/testDatabase';
import { freePort } from '../money-load/support/builtApi';

const describeOnPglite = usingPostgres ? describe.skip : describe;
const API_DIR = path.resolve(__dirname, '..', '..');
const GRACE_MS = 1500;

async function status(url: string): Promise<number | 'refused'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused';
  }
}

describeOnPglite('main.ts', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-main-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('says migrating before ready, serves /metrics apart, drains on SIGTERM and exits 0', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL; // the embedded database in DATA_DIR
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...env,
        NODE_ENV: 'development',
        DEV_MODE: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: folder,
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
        DRAIN_GRACE_MS: String(GRACE_MS),
        JOBS_ENABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    const api = `http://127.0.0.1:${port}/api`;
    try {
      const seen = new Set<string>();
      const until = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the API exited: ${output}`);
        const response = await fetch(`${api}/health/ready`).catch(() => null);
        if (response) {
          const body = (await response.json()) as { ready: boolean; reason?: string };
          seen.add(body.ready ? 'ready' : (body.reason ?? 'not ready'));
          if (body.reason === 'migrating') seen.add(`health while migrating: ${await status(`${api}/health`)}`);
          if (body.ready) break;
        }
        if (Date.now() > until) throw new Error(`not ready in time: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toContain('migrating');
      expect(seen).toContain('health while migrating: 503');
      expect(await status(`${api}/health`)).toBe(200);

      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      const text = await metrics.text();
      expect(metrics.status).toBe(200);
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/ready",status="200"\} \d+/);
      expect(text).toContain('process_resident_memory_bytes');
      expect(await status(`${api}/metrics`)).toBe(404);

      child.kill('SIGTERM');
      const signalledAt = Date.now();
      // readiness flips at once; the server still answers during the grace
      let ready = await status(`${api}/health/ready`);
      while (ready === 200 && Date.now() - signalledAt < GRACE_MS / 2) ready = await status(`${api}/health/ready`);
      expect(ready).toBe(503);
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
      expect(await status(`${api}/health/live`)).toBe(200);

      const { code, signal } = await exited;
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(GRACE_MS);
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(await status(`${api}/health/live`)).toBe('refused');
      expect(output).toContain('drained');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
