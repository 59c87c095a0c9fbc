import { describe, expect, it } from 'vitest';
import { PEAK_READS, simulateHitRate, type TrafficShape } from './hit-rate';

const shape: TrafficShape = {
  activePeople: 30,
  requestsPerHour: 1200,
  writeEvery: 12,
  replicas: 1,
  reads: PEAK_READS,
};

describe('simulateHitRate', () => {
  it('is reproducible and between 0 and 1', () => {
    const rate = simulateHitRate(shape, 5, 7);
    expect(rate).toBe(simulateHitRate(shape, 5, 7));
    expect(rate).toBeGreaterThanOrEqual(0);
    expect(rate).toBeLessThan(1);
  });
  it('hits every repeat when nothing is written and one person reads one URL', () => {
    const one = { ...shape, activePeople: 1, writeEvery: Number.POSITIVE_INFINITY };
    const rate = simulateHitRate({ ...one, reads: [{ url: '/a', share: 1, variants: 1 }] }, 1);
    // Only each minute's first read misses: 60 misses in 1,200 reads.
    expect(rate).toBeCloseTo(1 - 60 / 1200, 5);
  });
  it('falls with more writes and more replicas', () => {
    const base = simulateHitRate(shape);
    expect(simulateHitRate({ ...shape, writeEvery: 4 })).toBeLessThan(base);
    expect(simulateHitRate({ ...shape, replicas: 4 })).toBeLessThan(base);
  });
});
