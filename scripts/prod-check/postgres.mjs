// prod:check's PostgreSQL: the throwaway server of scripts/lib/postgres.mjs, shaped for the fault runs: the server
// stopped (connections cut, data kept) and started again on the same port, as a database restart under load.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startThrowawayPostgres } from '../lib/postgres.mjs';

/** Answers { url, port, restart({ downMs }), stopServer(), startServer(), stop() }, or null without PostgreSQL binaries. */
export async function startPostgres({ log = () => {} } = {}) {
  const pg = await startThrowawayPostgres({ log });
  if (!pg) return null;
  const dataDir = path.join(pg.base, 'data');
  const pgCtl = (args) => {
    const command = [path.join(pg.bin, 'pg_ctl'), ...args];
    const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    return spawnSync(file, rest, { encoding: 'utf8' });
  };
  const running = () => pgCtl(['-D', dataDir, 'status']).status === 0;
  const stopServer = () => {
    const result = pgCtl(['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop']);
    // a stop that reports failure but left the server down is still a stop
    if (result.status !== 0 && running()) throw new Error(`PostgreSQL did not stop: ${result.stderr || result.stdout}`);
  };
  return {
    url: pg.url,
    port: pg.port,
    running,
    stopServer,
    startServer: pg.restart.up,
    /** stops the server, waits `downMs`, starts it again */
    async restart({ downMs = 0 } = {}) {
      stopServer();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      pg.restart.up();
    },
    stop: () => pg.stop(),
  };
}
