import { describe, expect, it } from 'vitest';
import { easterSunday, isBankHoliday, nextBusinessDay } from './business-days.js';

describe('bank business days', () => {
  it('finds Easter and the holidays that follow it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isBankHoliday('2026-02-16')).toBe(true);
    expect(isBankHoliday('2026-02-17')).toBe(true);
    expect(isBankHoliday('2026-04-03')).toBe(true);
    expect(isBankHoliday('2026-06-04')).toBe(true);
    expect(isBankHoliday('2026-11-20')).toBe(true);
    expect(isBankHoliday('2026-11-19')).toBe(false);
  });

  it('moves weekends and holidays to the next business day', () => {
    expect(nextBusinessDay('2026-12-01')).toBe('2026-12-01');
    expect(nextBusinessDay('2026-11-28')).toBe('2026-11-30');
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23');
    expect(nextBusinessDay('2026-02-14')).toBe('2026-02-18');
  });
});
