import { describe, expect, it } from 'vitest';
import { toDayNumber, toEpochMs } from './days';

describe('toDayNumber', () => {
  it('reads calendar dates as UTC midnight and instants as fractional days', () => {
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber('1970-01-02T12:00:00Z')).toBe(1.5);
    expect(toDayNumber(new Date(Date.UTC(1970, 0, 3, 6)))).toBe(2.25);
  });
  it('rejects invalid dates', () => {
    expect(() => toEpochMs('2025-13-45T00:00:00Z')).toThrow(RangeError);
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
  });
});
