// What the process is doing, for GET /api/health/ready: 'migrating' until main.ts has migrated the database,
// 'draining' from SIGTERM on (src/observability/drain.ts). Tests and tools build apps that are ready at once.
export type Phase = 'migrating' | 'ready' | 'draining';

export interface Readiness {
  readonly phase: Phase;
  set(phase: Phase): void;
}

export function createReadiness(initial: Phase = 'ready'): Readiness {
  let phase = initial;
  return {
    get phase() {
      return phase;
    },
    set(next) {
      // draining is the end: nothing makes a draining process ready again
      if (phase !== 'draining') phase = next;
    },
  };
}
