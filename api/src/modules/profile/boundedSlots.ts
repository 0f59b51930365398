// At most `concurrency` tasks at once, at most `maxWaiting` queued behind them; beyond that a task is refused at
// once (SlotsFullError) instead of holding its memory in an ever longer queue.
export class SlotsFullError extends Error {
  constructor() {
    super('every slot is taken and the queue is full');
    this.name = 'SlotsFullError';
  }
}

export interface BoundedSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** the most tasks that ever ran at once (tests check the bound) */
  readonly peakActive: number;
  /** tasks refused so far because the queue was full */
  readonly refused: number;
}

export function boundedSlots(concurrency: number, maxWaiting: number): BoundedSlots {
  let active = 0;
  let peakActive = 0;
  let refused = 0;
  const queue: Array<() => void> = [];

  const acquire = (): Promise<void> => {
    if (active < concurrency) {
      active += 1;
      peakActive = Math.max(peakActive, active);
      return Promise.resolve();
    }
    if (queue.length >= maxWaiting) {
      refused += 1;
      return Promise.reject(new SlotsFullError());
    }
    // the releasing task hands its slot over: `active` stays the same
    return new Promise((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get refused() {
      return refused;
    },
    get waiting() {
      return queue.length;
    },
    get peakActive() {
      return peakActive;
    },
  };
}
