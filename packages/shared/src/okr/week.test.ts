import { describe, expect, it } from 'vitest';
import {
  currentCheckInWeek,
  isInCheckInWeek,
  isValidTimeZone,
  timeZoneOffsetMs,
  todayInTimeZone,
} from './week';

const SP = 'America/Sao_Paulo';
const HOUR = 3_600_000;

describe('timeZoneOffsetMs', () => {
  it('reads the zone offset, including past daylight saving time', () => {
    expect(timeZoneOffsetMs(new Date('2025-03-10T12:00:00Z'), SP)).toBe(-3 * HOUR);
    expect(timeZoneOffsetMs(new Date('2018-12-01T12:00:00Z'), SP)).toBe(-2 * HOUR);
    expect(timeZoneOffsetMs(new Date('2025-03-10T12:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('todayInTimeZone', () => {
  it('uses the local calendar date', () => {
    expect(todayInTimeZone(new Date('2025-03-10T02:00:00Z'), SP)).toBe('2025-03-09');
    expect(todayInTimeZone(new Date('2025-03-10T02:00:00Z'), 'UTC')).toBe('2025-03-10');
  });

  it('turns the day at local midnight when asked again and again (its answers are kept a minute)', () => {
    expect(todayInTimeZone(new Date('2025-03-10T02:59:00Z'), SP)).toBe('2025-03-09');
    expect(todayInTimeZone(new Date('2025-03-10T02:59:59.999Z'), SP)).toBe('2025-03-09');
    expect(todayInTimeZone(new Date('2025-03-10T03:00:00Z'), SP)).toBe('2025-03-10');
    expect(todayInTimeZone(new Date('2025-03-10T02:59:30Z'), SP)).toBe('2025-03-09');
    // Kathmandu is UTC+05:45: midnight falls at 18:15 UTC.
    expect(todayInTimeZone(new Date('2025-03-10T18:14:59Z'), 'Asia/Kathmandu')).toBe('2025-03-10');
    expect(todayInTimeZone(new Date('2025-03-10T18:15:00Z'), 'Asia/Kathmandu')).toBe('2025-03-11');
  });
});

describe('currentCheckInWeek', () => {
  it('starts at local midnight of the week day in São Paulo', () => {
    // Wednesday 2025-03-12 10:00 in São Paulo.
    const week = currentCheckInWeek(new Date('2025-03-12T13:00:00Z'), 1, SP);
    expect(week.start.toISOString()).toBe('2025-03-10T03:00:00.000Z');
    expect(week.end.toISOString()).toBe('2025-03-17T03:00:00.000Z');
    expect(week.firstDay).toBe('2025-03-10');
    expect(week.lastDay).toBe('2025-03-16');
  });

  it('is still the previous week late on Sunday night in São Paulo, when UTC is on Monday', () => {
    const sundayNight = new Date('2025-03-10T02:00:00Z'); // Sunday 23:00 in São Paulo
    const local = currentCheckInWeek(sundayNight, 1, SP);
    expect(local.start.toISOString()).toBe('2025-03-03T03:00:00.000Z');
    expect(local.end.toISOString()).toBe('2025-03-10T03:00:00.000Z');
    const utc = currentCheckInWeek(sundayNight, 1, 'UTC');
    expect(utc.start.toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });

  it('turns over exactly at local midnight of the week day', () => {
    const lastInstant = currentCheckInWeek(new Date('2025-03-10T02:59:59.999Z'), 1, SP);
    const firstInstant = currentCheckInWeek(new Date('2025-03-10T03:00:00Z'), 1, SP);
    expect(lastInstant.firstDay).toBe('2025-03-03');
    expect(firstInstant.firstDay).toBe('2025-03-10');
    expect(lastInstant.end).toEqual(firstInstant.start);
  });

  it('follows the configured week day', () => {
    const wednesday = new Date('2025-03-12T13:00:00Z');
    expect(currentCheckInWeek(wednesday, 0, SP).firstDay).toBe('2025-03-09');
    expect(currentCheckInWeek(wednesday, 3, SP).firstDay).toBe('2025-03-12');
    expect(currentCheckInWeek(wednesday, 4, SP).firstDay).toBe('2025-03-06');
    expect(currentCheckInWeek(wednesday, 6, SP).lastDay).toBe('2025-03-14');
  });

  it('crosses months and years', () => {
    const week = currentCheckInWeek(new Date('2025-01-01T12:00:00Z'), 1, SP);
    expect(week.firstDay).toBe('2024-12-30');
    expect(week.lastDay).toBe('2025-01-05');
  });

  it('handles daylight saving changes, even one that skips midnight', () => {
    // New York moved to summer time on Sunday 2025-03-09, so that week is 167 hours long.
    const ny = currentCheckInWeek(new Date('2025-03-12T12:00:00Z'), 0, 'America/New_York');
    expect(ny.start.toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(ny.end.toISOString()).toBe('2025-03-16T04:00:00.000Z');
    // São Paulo's clocks jumped from 00:00 to 01:00 on 2018-11-04: that day began at 01:00 (-02).
    const sp = currentCheckInWeek(new Date('2018-11-05T12:00:00Z'), 0, SP);
    expect(sp.start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // Summer time ended at midnight on 2019-02-17: 23:00–00:00 of the 16th happened twice.
    const back = currentCheckInWeek(new Date('2019-02-18T12:00:00Z'), 0, SP);
    expect(back.start.toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('rejects a week day outside 0..6', () => {
    expect(() => currentCheckInWeek(new Date(), 7, SP)).toThrow(RangeError);
    expect(() => currentCheckInWeek(new Date(), 1.5, SP)).toThrow(RangeError);
  });
});

describe('isInCheckInWeek', () => {
  it('includes the start and excludes the end', () => {
    const week = currentCheckInWeek(new Date('2025-03-12T13:00:00Z'), 1, SP);
    expect(isInCheckInWeek(week.start, week)).toBe(true);
    expect(isInCheckInWeek(new Date(week.end.getTime() - 1), week)).toBe(true);
    expect(isInCheckInWeek(week.end, week)).toBe(false);
    expect(isInCheckInWeek(new Date(week.start.getTime() - 1), week)).toBe(false);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone(SP)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
