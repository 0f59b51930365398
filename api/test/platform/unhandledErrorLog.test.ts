// A database error in a route: the 500's log line names the error (class, PostgreSQL code, constraint, table,
// column) but carries none of the query's parameter values, which can be password hashes, PIN hashes or tokens.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { idempotencyKeys } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/testDatabase';

const SECRET_SCOPE = 'scope-sha256$0f1e2d3c4b5a';
const SECRET_KEY = 'key-tok_9f8e7d6c5b4a39281';
const SECRET_HASH = 'hash-pin_5a4b3c2d1e0f9e8d';

let app: FastifyInstance;
let database: DatabaseHandle;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DEV_MODE: 'true', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv, { JOBS_ENABLED: false });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  const row = { scope: SECRET_SCOPE, key: SECRET_KEY, requestHash: SECRET_HASH, status: 'in_flight' as const };
  app.post('/test/duplicate', async () => {
    await database.db.insert(idempotencyKeys).values(row);
    await database.db.insert(idempotencyKeys).values(row);
    return { ok: true };
  });
  app.post('/test/missing-column', async () => {
    await database.db.insert(idempotencyKeys).values({ ...row, key: `${SECRET_KEY}-2`, requestHash: null as unknown as string });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function loggedErrorOf(url: string) {
  lines.length = 0;
  const res = await app.inject({ method: 'POST', url });
  expect(res.statusCode).toBe(500);
  expect(res.json().message).toBe('Something went wrong on our side, please try again');
  const logged = lines.filter((line) => JSON.parse(line).msg === 'unhandled error');
  expect(logged).toHaveLength(1);
  return logged[0];
}

const expectNoParams = (line: string) => {
  for (const secret of [SECRET_SCOPE, SECRET_KEY, SECRET_HASH, '0f1e2d3c4b5a', 'params:', 'insert into']) expect(line.toLowerCase()).not.toContain(secret.toLowerCase());
};

describe('the log line of a 500', () => {
  it('names a unique violation by its code, constraint and table, without the values', async () => {
    const line = await loggedErrorOf('/test/duplicate');
    expectNoParams(line);
    const { err } = JSON.parse(line);
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'idempotency_keys_pk', table: 'idempotency_keys' });
    expect(err.cause.message).toMatch(/duplicate key value violates unique constraint/);
    expect(err.cause.type).toBe('DatabaseError');
    expect(err.cause.detail).toBeUndefined();
  });

  it('names a not-null violation by its column', async () => {
    const line = await loggedErrorOf('/test/missing-column');
    expectNoParams(line);
    expect(JSON.parse(line).err.cause).toMatchObject({ code: '23502', table: 'idempotency_keys', column: 'request_hash' });
  });
});
