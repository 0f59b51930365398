// `npm run bench` (in api/): a notice to 100,000 members sent by one job runner on a throwaway PostgreSQL server (an
// in-app notification and a queued mail each, in batches of NOTICE_BATCH): the elapsed time, which must stay under
// 10 minutes, then a check that every member got it exactly once. BENCH_NOTICE_MEMBERS (default 100000) overrides.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { queryRows } from '../src/ledger/sql';
import { NOTICE_BATCH, sendNotices } from '../src/modules/notices';
import { createNotice } from '../src/modules/notices/service';
import { benchConfig } from './support/benchConfig';
import { benchDatabase } from './support/postgres';
import { recordFigure } from './support/results';

const MEMBERS = Number(process.env.BENCH_NOTICE_MEMBERS ?? 100_000);
const LIMIT_SECONDS = 10 * 60;
const log = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const { server, database: handle } = await benchDatabase('notices_bench', log);
  try {
    const app = await buildApp({ config: benchConfig({ MAIL_TRANSPORT: 'outbox' }), database: handle, logger: false });
    await app.ready();
    try {
      let started = Date.now();
      // set-based: one statement for the members, one for the administrator who sends
      await handle.db.execute(
        sql`INSERT INTO users (email, password_hash, first_name, last_name, phone_no, role, member_status, email_verified_at, created_at)
            SELECT 'member' || g || '@bench.example', 'fixture', 'Member', 'No' || g, '080' || lpad(g::text, 8, '0'), 'MEMBER', true, now(), now() - interval '1 hour'
            FROM generate_series(1, ${MEMBERS}) g`,
      );
      const [admin] = await queryRows<{ id: number }>(
        handle.db,
        sql`INSERT INTO users (email, password_hash, first_name, last_name, phone_no, role, email_verified_at) VALUES ('sa@bench.example', 'fixture', 'Society', 'Admin', '', 'SA', now()) RETURNING id`,
      );
      log(`seeded ${fmt(MEMBERS)} members in ${fmt((Date.now() - started) / 1000, 1)} s`);

      const notice = await createNotice(handle.db, { title: 'Annual general meeting', message: 'The AGM holds on Saturday at 10 a.m.\n\nBring your membership card.', audience: { search: undefined } }, Number(admin.id), new Date());
      started = Date.now();
      const delivered = await sendNotices(app.deps);
      const seconds = (Date.now() - started) / 1000;

      const [check] = await queryRows<{ deliveries: number; members: number; notified: number; mailed: number; delivered_count: number; finished: boolean }>(
        handle.db,
        sql`SELECT (SELECT count(*) FROM notice_deliveries WHERE notice_id = ${notice.id})::int AS deliveries,
                   (SELECT count(DISTINCT user_id) FROM notifications)::int AS members,
                   (SELECT count(*) FROM notifications)::int AS notified,
                   (SELECT count(*) FROM mail_queue)::int AS mailed,
                   (SELECT delivered_count FROM notices WHERE id = ${notice.id}) AS delivered_count,
                   (SELECT finished_at IS NOT NULL FROM notices WHERE id = ${notice.id}) AS finished`,
      );
      log();
      log(`== notices: one to ${fmt(MEMBERS)} members, one job runner, batches of ${fmt(NOTICE_BATCH)}, on PostgreSQL (fsync off) ==`);
      log(`sent in ${fmt(seconds, 1)} s (limit ${LIMIT_SECONDS / 60} min): ${fmt(MEMBERS / seconds)} members/s`);
      if (MEMBERS === 100_000) recordFigure('notices.send_100k_s', seconds, `one job runner, batches of ${NOTICE_BATCH}, PostgreSQL`);
      log(`exactly once: ${fmt(check.deliveries)} deliveries, ${fmt(check.notified)} notifications to ${fmt(check.members)} members, ${fmt(check.mailed)} mails; finished ${check.finished ? 'yes' : 'NO'}`);
      const exact = delivered === MEMBERS && check.deliveries === MEMBERS && check.members === MEMBERS && check.notified === MEMBERS && check.mailed === MEMBERS && check.delivered_count === MEMBERS && check.finished;
      if (!exact) throw new Error(`the notice did not reach every member exactly once: ${JSON.stringify({ delivered, ...check })}`);
      if (seconds > LIMIT_SECONDS) throw new Error(`the notice took ${fmt(seconds)} s: more than ${LIMIT_SECONDS / 60} minutes`);
    } finally {
      await app.close();
      await handle.close();
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
