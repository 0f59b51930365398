// prod:check's PostgreSQL: the throwaway server of scripts/lib/postgres.mjs, plus what the fault runs need: stop the
// server and start it again on the same port and data (a database restart under load), without losing its data.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startThrowawayPostgres } from '../lib/postgres.mjs';

/** Answers { url, port, restart({ downMs }), stopServer(), startServer(), stop() }, or null without PostgreSQL binaries. */
export async function startPostgres({ log = () => {} } = {}) {
  const pg = await startThrowawayPostgres({ log });
  if (!pg) return null;
  const dataDir = path.join(pg.base, 'data');
  const isRoot = process.getuid?.() === 0;
  const pgCtl = (args) => {
    const command = path.join(pg.bin, 'pg_ctl');
    const options = { stdio: 'ignore' };
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options);
    else execFileSync(command, args, options);
  };
  // the options scripts/lib/postgres.mjs started it with (pg_ctl start does not remember them)
  const opts = [
    `-p ${pg.port}`,
    `-k ${path.join(pg.base, 'sock')}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  const stopServer = () => pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  const startServer = () => pgCtl(['-D', dataDir, '-o', opts, '-l', path.join(pg.base, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: pg.url,
    port: pg.port,
    stopServer,
    startServer,
    /** stops the server (connections are cut), waits `downMs`, starts it again */
    async restart({ downMs = 0 } = {}) {
      stopServer();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      startServer();
    },
    stop: () => pg.stop(),
  };
}
