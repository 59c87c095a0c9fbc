import { describe, expect, it } from 'vitest';
import { ConcurrencyLimitError, createConcurrencyLimit } from './concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createConcurrencyLimit', () => {
  it('runs at most maxRunning tasks at once, the rest in order', async () => {
    const limit = createConcurrencyLimit(2, 10);
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        limit.run(async () => {
          await tick();
          order.push(index);
        }),
      ),
    );
    expect(limit.stats()).toEqual({ running: 0, waiting: 0, peakRunning: 2, started: 6 });
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses work once the wait line is full, and recovers after', async () => {
    const limit = createConcurrencyLimit(1, 1);
    const first = limit.run(tick);
    const second = limit.run(tick);
    await expect(limit.run(tick)).rejects.toBeInstanceOf(ConcurrencyLimitError);
    await Promise.all([first, second]);
    await expect(limit.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('frees its place when a task fails', async () => {
    const limit = createConcurrencyLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(limit.run(async () => 1)).resolves.toBe(1);
  });
});
