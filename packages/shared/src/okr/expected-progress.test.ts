import { describe, expect, it } from 'vitest';
import { evolutionReference, expectedProgress } from './expected-progress';

describe('expectedProgress', () => {
  const start = '2025-01-01';
  const end = '2025-01-11';
  it('is 0 on and before the first day', () => {
    expect(expectedProgress(start, end, '2025-01-01')).toBe(0);
    expect(expectedProgress(start, end, '2024-12-15')).toBe(0);
  });
  it('is 100 on and after the last day', () => {
    expect(expectedProgress(start, end, '2025-01-11')).toBe(100);
    expect(expectedProgress(start, end, '2025-03-01')).toBe(100);
  });
  it('grows linearly in between, including within a day', () => {
    expect(expectedProgress(start, end, '2025-01-06')).toBe(50);
    expect(expectedProgress(start, end, '2025-01-02T12:00:00Z')).toBe(15);
    expect(
      expectedProgress(new Date('2025-01-01T00:00:00Z'), end, new Date('2025-01-04T00:00:00Z')),
    ).toBe(30);
  });
  it('handles a one-day cycle', () => {
    expect(expectedProgress(start, start, '2024-12-31')).toBe(0);
    expect(expectedProgress(start, start, start)).toBe(100);
  });
  it('rejects invalid dates', () => {
    expect(() => expectedProgress('nope', end, start)).toThrow(RangeError);
  });
});

describe('evolutionReference', () => {
  const cycle = { startDate: '2026-01-01', endDate: '2026-03-31' };

  it('is today, with the Hoje line, while the cycle runs', () => {
    expect(evolutionReference({ ...cycle, closed: false }, '2026-02-15')).toMatchObject({
      day: '2026-02-15',
      label: 'Esperado hoje',
      todayLine: true,
    });
  });

  it('stops at the end date once the cycle is closed, even closed early', () => {
    expect(evolutionReference({ ...cycle, closed: true }, '2026-02-15')).toEqual({
      day: '2026-03-31',
      label: 'Esperado no fim',
      expected: 100,
      todayLine: false,
    });
  });

  it('stops at the end date once the end has passed', () => {
    expect(evolutionReference({ ...cycle, closed: false }, '2026-06-01')).toMatchObject({
      day: '2026-03-31',
      label: 'Esperado no fim',
      todayLine: false,
    });
  });
});
