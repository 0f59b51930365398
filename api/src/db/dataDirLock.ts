// PGlite does not lock its folder and two processes on one folder corrupt it: an exclusive lock file
// (pglite.lock in the data folder) records who holds it. A pid alone is not enough: two containers
// sharing a volume both run as PID 1, so the record names the host and the process's start time too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LockHolder {
  hostname: string | null; // null: a pid-only file written by an older version
  pid: number;
  /** when the holding process started (ms since the epoch): tells two PID 1s on one host apart */
  startedAt: number | null;
  /** when the lock was taken (ISO time) */
  since: string | null;
}

export interface LockIdentity {
  hostname: string;
  pid: number;
  startedAt: number;
}

export const LOCK_FILE = 'pglite.lock';

export function currentProcess(): LockIdentity {
  return { hostname: os.hostname(), pid: process.pid, startedAt: Math.round(performance.timeOrigin) };
}

/** Takes the lock on `folder` or throws naming its holder; returns the release function. */
export function lockDataDir(folder: string, me: LockIdentity = currentProcess()): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, LOCK_FILE);
  const record = JSON.stringify({ ...me, since: new Date().toISOString() });
  // A second attempt only after removing a lock proved dead (or one released meanwhile).
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockFile, record, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readIfExists(lockFile) ?? '';
    if (!text && attempt === 0) continue; // released between our attempt and the read
    const holder = parseHolder(text);
    if (attempt > 0 || !isProvablyDead(holder, me)) throw new Error(heldMessage(folder, lockFile, holder));
    removeIfUnchanged(lockFile, text);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    removeIfUnchanged(lockFile, record);
  };
  process.once('exit', release);
  return release;
}

export function parseHolder(text: string): LockHolder {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder> | number;
    if (typeof parsed === 'number') return { hostname: null, pid: parsed, startedAt: null, since: null };
    return {
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : null,
      pid: Number(parsed.pid) || 0,
      startedAt: typeof parsed.startedAt === 'number' ? parsed.startedAt : null,
      since: typeof parsed.since === 'string' ? parsed.since : null,
    };
  } catch {
    return { hostname: null, pid: 0, startedAt: null, since: null };
  }
}

/**
 * Only a lock from this host can be proved dead: its pid is not alive, or it is our own pid with another start
 * time (a previous run in a restarted container). Another host's lock, an old pid-only lock, or a live pid here
 * (whose start time Node cannot read portably) counts as held.
 */
export function isProvablyDead(holder: LockHolder, me: LockIdentity): boolean {
  if (holder.hostname === null || holder.hostname !== me.hostname || holder.pid <= 0) return false;
  if (holder.pid === me.pid) return holder.startedAt !== null && holder.startedAt !== me.startedAt;
  return !isAlive(holder.pid);
}

function heldMessage(folder: string, lockFile: string, holder: LockHolder): string {
  const who = holder.hostname === null ? `process ${holder.pid || '?'} on an unknown host (old lock format)` : `process ${holder.pid} on host ${holder.hostname}`;
  const since = holder.since ? ` since ${holder.since}` : '';
  return (
    `The database folder ${folder} is in use by ${who}${since}. PGlite allows one process: stop that one first. ` +
    `If it is gone (its host or container no longer exists), delete ${lockFile} and start again.`
  );
}

/** Removes the lock file only if it still holds `expected`: never someone else's newer lock. */
function removeIfUnchanged(lockFile: string, expected: string): void {
  // Rename first (atomic: of two processes removing the same stale lock only one succeeds), then check.
  const aside = `${lockFile}.${process.pid}.${Date.now()}.removing`;
  try {
    fs.renameSync(lockFile, aside);
  } catch {
    return; // already gone
  }
  if (fs.readFileSync(aside, 'utf8') === expected) {
    fs.rmSync(aside, { force: true });
    return;
  }
  // Not the lock we meant (another process took over meanwhile): put it back; link fails if the name is taken.
  try {
    fs.linkSync(aside, lockFile);
  } catch {
    /* a newer lock stands */
  }
  fs.rmSync(aside, { force: true });
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
