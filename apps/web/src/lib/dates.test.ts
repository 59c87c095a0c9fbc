import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows dd/mm/yy in Brazil time', () => {
    expect(formatDate('2026-03-09T15:00:00Z')).toBe('09/03/26');
    // 01:00 UTC on the 10th is still the 9th in São Paulo.
    expect(formatDate('2026-03-10T01:00:00Z')).toBe('09/03/26');
  });

  it('answers an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
