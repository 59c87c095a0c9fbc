import { describe, expect, it } from 'vitest';
import { type CostFigures, capacityFor, growthFor, type PeakHour } from './model';

const costs: CostFigures = {
  readHit: { apiMs: 0.1, dbMs: 0.02 },
  readMiss: { apiMs: 1, dbMs: 1 },
  write: { apiMs: 2, dbMs: 3 },
};
const peak: PeakHour = { requestsPerCompany: 3600, writeEvery: 12, hitRate: 0, coincidence: 1 };

describe('capacityFor', () => {
  it('turns requests and CPU per request into vCPUs at the target utilization', () => {
    const capacity = capacityFor(1000, costs, peak);
    expect(capacity.requestsPerSecond).toBe(1000);
    // (11/12 × 1 ms + 1/12 × 2 ms) × 1,000 req/s = 1.083 vCPU, at 60 %: 1.806.
    expect(capacity.apiVcpus).toBeCloseTo((11 / 12 + 2 / 12) / 0.6, 5);
    expect(capacity.dbVcpus).toBeCloseTo((11 / 12 + 3 / 12) / 0.6, 5);
    expect(capacity.replicas).toBe(2);
  });
  it('counts hits at their own cost and never plans fewer than two replicas', () => {
    const hits = capacityFor(1000, costs, { ...peak, hitRate: 1 });
    expect(hits.apiVcpus).toBeCloseTo(((11 / 12) * 0.1 + 2 / 12) / 0.6, 5);
    expect(capacityFor(1, costs, peak).replicas).toBe(2);
    expect(capacityFor(100_000, costs, peak).replicas).toBe(
      Math.ceil(capacityFor(100_000, costs, peak).apiVcpus / 2),
    );
  });
});

describe('growthFor', () => {
  it('flags a table for partitioning past 100 M rows in a year', () => {
    const [small, large] = growthFor(10_000, [
      { table: 'a', rowsPerCompanyYear: 5_000, bytesPerRow: 200 },
      { table: 'b', rowsPerCompanyYear: 12_500, bytesPerRow: 300 },
    ]);
    expect(small).toMatchObject({ rowsFirstYear: 50_000_000, partition: false });
    expect(large).toMatchObject({ rowsFirstYear: 125_000_000, partition: true });
    expect(large?.gigabytesFirstYear).toBeCloseTo((125e6 * 300) / 1024 ** 3, 5);
  });
});
