// PostgreSQL stopped under a running app, then started again: while it is down requests answer 503 with plain words
// quickly (no hang) and readiness says why; once it is back the same app serves again, without a restart.
// Its own throwaway server (scripts/lib/postgres.mjs), since stopping the suite's shared one would fail other files.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/observability/databaseUnavailable';
import { describeOnPostgres, usingPostgres } from '../helpers/testDatabase';
import { createTestApp, type TestApp } from '../helpers/testApp';

interface ThrowawayPostgres {
  url: string;
  stop(): void;
  restart: { down(): void; up(): void };
}

const POSTGRES_SCRIPT = pathToFileURL(path.resolve(__dirname, '../../../scripts/lib/postgres.mjs')).href;
// a real import(): ts-jest would turn `import()` into require(), which cannot load an ES module
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<{ startThrowawayPostgres(): Promise<ThrowawayPostgres | null> }>;

let server: ThrowawayPostgres;
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  if (!usingPostgres) return;
  const started = await (await importModule(POSTGRES_SCRIPT)).startThrowawayPostgres();
  if (!started) throw new Error('no PostgreSQL binaries');
  server = started;
  database = await openDatabase({ url: server.url, poolMax: 4, connectTimeoutMs: 1000 });
  await migrate(database);
  t = await createTestApp({ DATABASE_CONNECT_TIMEOUT_MS: 1000 }, { database });
}, 120_000);

afterAll(async () => {
  if (!usingPostgres) return;
  await t?.close();
  await database?.close();
  server?.stop();
});

const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'Not#ThePassword1' } });

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

describeOnPostgres('PostgreSQL restarted under a running app', () => {
  it('answers 503 quickly while it is down and serves again once it is back, without a restart', async () => {
    const before = await signIn();
    expect(before.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

    server.restart.down();
    try {
      // the first meets the pool's connections the server just closed (57P01), the next ones a refused connect
      const during = [await timed(signIn), await timed(signIn), await timed(signIn)];
      for (const { answer, ms } of during) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, request_id: answer.headers['x-request-id'] });
        expect(ms).toBeLessThan(3000);
      }
      const ready = await timed(() => t.app.inject({ url: '/api/health/ready' }));
      expect(ready.answer.statusCode).toBe(503);
      expect(ready.answer.json()).toMatchObject({ ready: false, reason: 'database_unreachable' });
      expect(ready.ms).toBeLessThan(3000);
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      console.log(`while PostgreSQL was down: sign-ins answered 503 in ${during.map(({ ms }) => ms).join(', ')} ms, readiness in ${ready.ms} ms`);
    } finally {
      server.restart.up();
    }

    // the first request after: the pool dropped its broken connections and opens new ones
    const after = await signIn();
    expect(after.statusCode).toBe(before.statusCode);
    expect(after.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
