// Read-only SQL for the fault runs' verification: one short-lived connection per call (the server may just have
// restarted), through the API's own `pg` package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../lib/workspace.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = requireFromApi('pg');

export async function sqlRows(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET default_transaction_read_only = on');
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** waits until the server answers (after a restart) */
export async function waitForDatabase(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await sqlRows(url, 'SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
