// migrate() refuses to start when a migration already applied has changed or gone missing: the database was
// built from what the file said when it ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { describeOnPglite, openEmptyPglite } from '../helpers/testDatabase';

let dir: string;
let handle: DatabaseHandle;

function writeMigrations(files: Record<string, string>): void {
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = Object.keys(files).map((tag, idx) => ({ idx, version: '7', when: idx, tag, breakpoints: true }));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  for (const [tag, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${tag}.sql`), sql);
}

const tables = async () =>
  (await handle.withConnection((q) => q("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"))).rows.map(
    (r) => r.tablename,
  );

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-migrations-'));
  // an empty in-memory database: a copy of the worker's initdb, not a new one per test
  handle = await openEmptyPglite();
  writeMigrations({ '0000_a': 'CREATE TABLE a (id int);\n--> statement-breakpoint\nCREATE TABLE b (id int);' });
  expect(await migrate(handle, dir)).toEqual(['0000_a']);
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describeOnPglite('migrate and migrations already applied', () => {
  it('passes when the applied files are unchanged, applying only the new one', async () => {
    writeMigrations({ '0000_a': 'CREATE TABLE a (id int);\n--> statement-breakpoint\nCREATE TABLE b (id int);', '0001_c': 'CREATE TABLE c (id int);' });
    expect(await migrate(handle, dir)).toEqual(['0001_c']);
    expect(await migrate(handle, dir)).toEqual([]);
    expect(await tables()).toEqual(['a', 'b', 'c', 'schema_migrations']);
  });

  it('stops, naming the tag, when an applied file was edited, and applies nothing', async () => {
    writeMigrations({ '0000_a': 'CREATE TABLE a (id int, extra int);', '0001_c': 'CREATE TABLE c (id int);' });
    await expect(migrate(handle, dir)).rejects.toThrow(/Migration 0000_a was changed after it was applied.*new migration/);
    expect(await tables()).toEqual(['a', 'b', 'schema_migrations']);
  });

  it('stops when the file of an applied migration is missing', async () => {
    fs.rmSync(path.join(dir, '0000_a.sql'));
    await expect(migrate(handle, dir)).rejects.toThrow(/Migration 0000_a was applied .* is missing/);
  });
});
