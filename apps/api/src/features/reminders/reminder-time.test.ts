import { describe, expect, it } from 'vitest';
import { dueWeek, isoWeekOf } from './reminder-time';

describe('isoWeekOf', () => {
  it('names the ISO week, the year being that of its Thursday', () => {
    expect(isoWeekOf('2030-03-04')).toBe('2030-W10');
    expect(isoWeekOf('2030-03-10')).toBe('2030-W10');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2029-12-31')).toBe('2030-W01');
  });
});

describe('dueWeek', () => {
  it('is due on the check-in day from 08:00 local time, and only that day', () => {
    const sp = 'America/Sao_Paulo';
    expect(dueWeek(new Date('2030-03-04T10:59:00Z'), sp, 1)).toBeNull();
    const due = dueWeek(new Date('2030-03-04T11:00:00Z'), sp, 1);
    expect(due?.isoWeek).toBe('2030-W10');
    expect(due?.week.start.toISOString()).toBe('2030-03-04T03:00:00.000Z');
    expect(due?.previousWeek.firstDay).toBe('2030-02-25');
    expect(due?.previousWeek.end.toISOString()).toBe('2030-03-04T03:00:00.000Z');
    expect(dueWeek(new Date('2030-03-05T12:00:00Z'), sp, 1)).toBeNull();
    expect(dueWeek(new Date('2030-03-05T12:00:00Z'), sp, 2)?.week.firstDay).toBe('2030-03-05');
  });

  it('follows the company time zone across the UTC date line', () => {
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo, still Sunday in São Paulo.
    const lateSunday = new Date('2030-03-03T23:30:00Z');
    expect(dueWeek(lateSunday, 'Asia/Tokyo', 1)?.week.firstDay).toBe('2030-03-04');
    expect(dueWeek(lateSunday, 'America/Sao_Paulo', 1)).toBeNull();
    expect(dueWeek(new Date('2030-03-03T22:30:00Z'), 'Asia/Tokyo', 1)).toBeNull();
  });
});
