// prod:check's PostgreSQL: the throwaway server of scripts/lib/postgres.mjs, shaped for the fault runs: the server
// stopped (connections cut, data kept) and started again on the same port, as a database restart under load.
import { startThrowawayPostgres } from '../lib/postgres.mjs';

/** Answers { url, port, restart({ downMs }), stopServer(), startServer(), stop() }, or null without PostgreSQL binaries. */
export async function startPostgres({ log = () => {} } = {}) {
  const pg = await startThrowawayPostgres({ log });
  if (!pg) return null;
  return {
    url: pg.url,
    port: pg.port,
    stopServer: pg.restart.down,
    startServer: pg.restart.up,
    /** stops the server, waits `downMs`, starts it again */
    async restart({ downMs = 0 } = {}) {
      pg.restart.down();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      pg.restart.up();
    },
    stop: () => pg.stop(),
  };
}
