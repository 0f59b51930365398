// A fingerprint of every table (row count and a hash of its rows), to prove a run of refused calls changed nothing.
import type { TestApp } from '../helpers/testApp';

/** request counters change on every call, refused or not: they are not the members' data */
const BOOKKEEPING = /rate_limit/;

export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  return t.database.withConnection(async (query) => {
    const { rows } = await query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const fingerprint: Record<string, string> = {};
    for (const { name } of rows as { name: string }[]) {
      if (BOOKKEEPING.test(name)) continue;
      const [row] = (await query(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS f FROM "${name}" r`)).rows;
      fingerprint[name] = String(row.f);
    }
    return fingerprint;
  });
}
