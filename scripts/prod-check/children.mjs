// Every process prod:check starts is registered here, so a failure or Ctrl-C anywhere stops them all: nothing may
// outlive the check (the brief's "no stray processes"; `ps` after a run shows none).
import { spawn } from 'node:child_process';

const running = new Set();

/** spawn() whose child is remembered until it exits; output to `logFile`'s stream when given */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Resolves once `child` has exited: SIGTERM (or `signal`) first, SIGKILL after `graceMs`. */
export function stopChild(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** the last resort at exit: whatever is still running gets SIGKILL */
export function killAllChildren() {
  for (const child of running) child.kill('SIGKILL');
}
