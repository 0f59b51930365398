// The lock on the embedded database's folder: one process per folder, even two PID 1s in containers on a
// shared volume; a lock is taken over only when its holder is provably dead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { currentProcess, LOCK_FILE, lockDataDir } from '../../src/db/dataDirLock';
import { describeOnPglite } from '../helpers/testDatabase';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-lock-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const lockFile = () => path.join(folder, LOCK_FILE);
const writeLock = (record: object | string) =>
  fs.writeFileSync(lockFile(), typeof record === 'string' ? record : JSON.stringify(record));

/** a pid that belonged to a process on this host and is no longer alive */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describeOnPglite('the data folder lock', () => {
  it('refuses a second open of the same folder and names the holder', async () => {
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} on host ${os.hostname()} since \\d{4}-`),
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  });

  it('records host, pid, start time and when it was taken', () => {
    const release = lockDataDir(folder);
    const record = JSON.parse(fs.readFileSync(lockFile(), 'utf8'));
    expect(record).toEqual({ ...currentProcess(), since: expect.any(String) });
    release();
  });

  it("refuses another host's lock even when its pid (1) is alive here", () => {
    writeLock({ hostname: 'other-container', pid: 1, startedAt: 1, since: '2026-01-01T00:00:00.000Z' });
    expect(() => lockDataDir(folder)).toThrow(
      /in use by process 1 on host other-container since 2026-01-01T00:00:00.000Z.*delete .*pglite\.lock/,
    );
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).hostname).toBe('other-container');
  });

  it('refuses a lock from this host whose pid is alive (its start time cannot be checked)', () => {
    writeLock({ hostname: os.hostname(), pid: 1, startedAt: 1, since: '2026-01-01T00:00:00.000Z' });
    const me = { ...currentProcess(), pid: 2 };
    expect(() => lockDataDir(folder, me)).toThrow(/in use by process 1 on host/);
  });

  it('takes over a lock from this host whose process is dead', () => {
    writeLock({ hostname: os.hostname(), pid: deadPid(), startedAt: 1, since: '2026-01-01T00:00:00.000Z' });
    const release = lockDataDir(folder);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by an earlier run with our own pid (a restarted container)', () => {
    const me = currentProcess();
    writeLock({ ...me, startedAt: me.startedAt - 60_000, since: '2026-01-01T00:00:00.000Z' });
    const release = lockDataDir(folder, me);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).startedAt).toBe(me.startedAt);
    release();
  });

  it('reads an old pid-only lock and refuses it, since its host is unknown', () => {
    writeLock(String(deadPid()));
    expect(() => lockDataDir(folder)).toThrow(/on an unknown host \(old lock format\)/);
  });

  it("release leaves another process's lock alone", () => {
    const release = lockDataDir(folder);
    const theirs = JSON.stringify({ hostname: 'other-container', pid: process.pid, startedAt: 1, since: 'x' });
    writeLock(theirs); // e.g. an operator deleted ours and another process took the folder
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(theirs);
  });
});
