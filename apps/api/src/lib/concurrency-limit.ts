/** Thrown when the wait line is full: the caller answers 503 instead of piling up work. */
export class ConcurrencyLimitError extends Error {
  constructor() {
    super('too many waiting');
    this.name = 'ConcurrencyLimitError';
  }
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now, the most that ever ran at once, and how many started. */
  stats(): { running: number; waiting: number; peakRunning: number; started: number };
}

/** Runs at most `maxRunning` tasks at once; up to `maxWaiting` more wait their turn in order. */
export function createConcurrencyLimit(maxRunning: number, maxWaiting: number): ConcurrencyLimit {
  let running = 0;
  let peakRunning = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    async run(task) {
      if (running >= maxRunning) {
        if (waiting.length >= maxWaiting) throw new ConcurrencyLimitError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running += 1;
      started += 1;
      peakRunning = Math.max(peakRunning, running);
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peakRunning, started }),
  };
}
