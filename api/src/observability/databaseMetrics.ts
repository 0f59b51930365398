// The database as /metrics shows it: the node-postgres pool's connections (PGlite, one in-process connection, has
// none to show), the mail outbox backlog and the last ledger check, read on scrape (databaseSnapshot.ts).
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { databaseSnapshotReader } from './databaseSnapshot';

export function registerDatabaseMetrics(registry: Registry, database: DatabaseHandle, now: () => Date): void {
  const registers = [registry];
  const snapshot = databaseSnapshotReader(database.db, now);

  new Gauge({
    name: 'coop_db_pool_connections',
    help: 'PostgreSQL pool connections of this process by state: in_use (lent to a query or transaction) or idle; absent with the embedded database',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'coop_db_pool_waiting',
    help: 'Queries of this process waiting for a free PostgreSQL pool connection (0 with the embedded database)',
    registers,
    collect() {
      this.set(database.poolStats?.()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'coop_db_pool_max',
    help: 'The most PostgreSQL connections this process opens (DATABASE_POOL_MAX; 1 with the embedded database)',
    registers,
    collect() {
      this.set(database.poolStats?.()?.max ?? 1);
    },
  });

  new Gauge({
    name: 'coop_mail_outbox_backlog',
    help: 'Mails queued and not yet sent (nor given up) in mail_queue, all instances together; read at most every 10 s',
    registers,
    async collect() {
      const read = await snapshot();
      if (read) this.set(read.mailBacklog);
    },
  });
  new Gauge({
    name: 'coop_mail_outbox_oldest_due_seconds',
    help: 'How long ago the oldest unsent mail was due, in seconds (0 when the outbox is empty)',
    registers,
    async collect() {
      const read = await snapshot();
      if (read) this.set(read.mailOldestDueSeconds);
    },
  });
  new Gauge({
    name: 'coop_ledger_check_ok',
    help: 'The last finished scheduled ledger check: 1 passed, 0 found problems (see the admin alerts); absent until one has run',
    registers,
    async collect() {
      this.reset();
      const read = await snapshot();
      if (read?.ledgerCheck) this.set(read.ledgerCheck.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'coop_ledger_check_last_run_timestamp_seconds',
    help: 'When the last scheduled ledger check finished, by whichever instance ran it (Unix time, seconds)',
    registers,
    async collect() {
      this.reset();
      const read = await snapshot();
      if (read?.ledgerCheck) this.set(read.ledgerCheck.finishedAt.getTime() / 1000);
    },
  });
}
