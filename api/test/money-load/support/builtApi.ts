// The BUILT API (node dist/main.js) as a child process, for the crash suites: built when stale, started on a free
// port against a database (DATABASE_URL) or a data folder (DATA_DIR), ready once /api/health answers.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const API_DIR = path.resolve(__dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** the build (`npm run build`) is older than a source file, or missing */
function distIsStale(): boolean {
  const built = path.join(API_DIR, 'dist', 'main.js');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = (dir: string): boolean =>
    fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : entry.name.endsWith('.ts') && fs.statSync(full).mtimeMs > builtAt;
    });
  return newer(path.join(API_DIR, 'src')) || fs.statSync(path.join(API_DIR, 'drizzle', 'meta', '_journal.json')).mtimeMs > builtAt;
}

export function ensureBuilt(): void {
  if (distIsStale()) execFileSync(process.execPath, [path.join(API_DIR, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: API_DIR, stdio: 'pipe' });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface RunningApi {
  child: ChildProcess;
  exited: Promise<Exit>;
  stderr: () => string;
}

/** where the database is: `{ DATABASE_URL }` or `{ DATA_DIR }` */
export type DatabaseEnv = { DATABASE_URL: string } | { DATA_DIR: string };

export async function startApi(port: number, database: DatabaseEnv): Promise<RunningApi> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEV_MODE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    JOBS_ENABLED: 'true',
    APP_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    SANDBOX_TRANSFER_DELAY_MS: '200',
    SANDBOX_WEBHOOK_DELIVERY: 'http',
    MAIL_TRANSPORT: 'outbox',
  };
  delete env.DATABASE_URL;
  Object.assign(env, database);
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${err}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`the API did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, exited, stderr: () => err };
}
