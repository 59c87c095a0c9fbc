import { describe, expect, it } from 'vitest';
import { checkInDue } from './check-in-due';

const calendar = { checkInWeekDay: 1, timeZone: 'America/Sao_Paulo' };
const kr = (lastCheckInAt: string | null, createdAt = '2026-01-05T12:00:00Z') => ({
  lastCheckInAt: lastCheckInAt === null ? null : new Date(lastCheckInAt),
  createdAt: new Date(createdAt),
  cycleStart: '2026-01-01',
});

describe('checkInDue', () => {
  it('is done for a check-in inside the current week, in the company time zone', () => {
    const monday = new Date('2026-03-02T15:00:00Z');
    expect(checkInDue(kr('2026-03-02T03:00:00Z'), monday, calendar).state).toBe('done');
    // 23:59 on Sunday in São Paulo is last week.
    expect(checkInDue(kr('2026-03-02T02:59:00Z'), monday, calendar)).toEqual({
      state: 'pending',
      dueDay: '2026-03-02',
      daysLate: 0,
    });
  });

  it('is late from the day after the check-in day, counting whole days', () => {
    const thursday = new Date('2026-03-05T15:00:00Z');
    expect(checkInDue(kr('2026-02-26T12:00:00Z'), thursday, calendar)).toEqual({
      state: 'late',
      dueDay: '2026-03-02',
      daysLate: 3,
    });
  });

  it('owes nothing for the week a key result was created in, nor before its cycle', () => {
    const wednesday = new Date('2026-03-04T15:00:00Z');
    expect(checkInDue(kr(null, '2026-03-03T12:00:00Z'), wednesday, calendar)).toEqual({
      state: 'pending',
      dueDay: '2026-03-09',
      daysLate: 0,
    });
    const early = { ...kr(null, '2025-12-01T12:00:00Z'), cycleStart: '2026-03-03' };
    expect(checkInDue(early, wednesday, calendar).state).toBe('pending');
  });

  it('follows the company check-in day', () => {
    const friday = { checkInWeekDay: 5, timeZone: 'America/Sao_Paulo' };
    const saturday = new Date('2026-03-07T15:00:00Z');
    expect(checkInDue(kr('2026-02-27T15:00:00Z'), saturday, friday)).toEqual({
      state: 'late',
      dueDay: '2026-03-06',
      daysLate: 1,
    });
  });
});
