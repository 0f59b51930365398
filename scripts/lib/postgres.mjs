// Starts a throwaway PostgreSQL server for the test run (ARCHITECTURE §7) and stops it afterwards.
// Uses the binaries of Debian's postgresql package when present; as root it runs them as `postgres`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.mjs';

export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const v of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, v, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}


export async function startThrowawayPostgres({ log = () => {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const isRoot = process.getuid?.() === 0;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-pg-'));
  const dataDir = path.join(base, 'data');
  const socketDir = path.join(base, 'sock');
  fs.mkdirSync(socketDir);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  const asPg = (cmd, args, opts = {}) =>
    isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], opts) : execFileSync(path.join(bin, cmd), args, opts);

  const port = await freePort();
  log(`starting PostgreSQL from ${bin} on port ${port}`);
  asPg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], { stdio: 'ignore' });
  const opts = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  const startServer = () => asPg('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(base, 'server.log'), '-w', '-t', '60', 'start'], { stdio: 'ignore' });
  startServer();

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      asPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
    fs.rmSync(base, { recursive: true, force: true });
  };
  const running = () => {
    try {
      asPg('pg_ctl', ['-D', dataDir, 'status'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  // a fault run: the server down (its data kept) and up again on the same port
  const restart = {
    down: () => {
      try {
        asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop'], { stdio: 'ignore' });
      } catch (error) {
        // a stop that reports failure but left the server down is still a stop
        if (running()) throw error;
      }
    },
    up: startServer,
  };
  return { url, port, bin, stop, base, restart };
}

// `node scripts/lib/postgres.mjs` starts one and keeps it until Ctrl-C (handy for benchmarks by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startThrowawayPostgres({ log: console.log });
  if (!pg) {
    console.error('No PostgreSQL binaries found');
    process.exit(1);
  }
  console.log(`DATABASE_URL=${pg.url}`);
  const stop = () => {
    pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  spawn('sleep', ['infinity'], { stdio: 'ignore' });
}
