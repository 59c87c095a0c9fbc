import { addDays } from '../dates.js';

/**
 * Bank business days: a boleto due on a weekend or a national bank holiday is payable without
 * charges on the next business day, so the simulator moves the due date there. National bank
 * holidays (FEBRABAN's calendar): the fixed ones, and Carnival Monday and Tuesday, Good Friday
 * and Corpus Christi, which follow Easter.
 */
const FIXED_HOLIDAYS = [
  '01-01',
  '04-21',
  '05-01',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '11-20',
  '12-25',
];

/** Easter Sunday (Gregorian, anonymous algorithm) as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `YYYY-MM-DD` is a national bank holiday. */
export function isBankHoliday(date: string): boolean {
  if (FIXED_HOLIDAYS.includes(date.slice(5))) return true;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return [-48, -47, -2, 60].some((offset) => addDays(easter, offset) === date);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date);
}

/** `date` itself when a business day, else the next one. */
export function nextBusinessDay(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
