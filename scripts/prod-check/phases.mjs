// How long each phase of prod:check took, printed at the end (and on failure, up to the phase that failed).

export function phaseClock() {
  const phases = [];
  return {
    record(name, ms) {
      phases.push({ name, ms });
    },
    /** runs fn as the phase `name`, recording its time even when it throws */
    async time(name, fn) {
      const started = Date.now();
      try {
        return await fn();
      } finally {
        phases.push({ name, ms: Date.now() - started });
      }
    },
    lines() {
      const width = Math.max(...phases.map((p) => p.name.length), 5);
      const total = phases.filter((p) => !p.name.startsWith('  ')).reduce((sum, p) => sum + p.ms, 0);
      return [...phases.map((p) => `${p.name.padEnd(width)}  ${(p.ms / 1000).toFixed(1).padStart(6)} s`), `${'total'.padEnd(width)}  ${(total / 1000).toFixed(1).padStart(6)} s`];
    },
  };
}
