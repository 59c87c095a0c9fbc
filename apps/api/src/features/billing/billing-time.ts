import type { BillingInterval } from '@rumo/shared/billing/plans';

/**
 * Calendar arithmetic of billing periods. Periods are calendar dates ('YYYY-MM-DD') in
 * Brasília (the customer's day), instants are `Date`s from the injected clock.
 */
const TIME_ZONE = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Brasília. */
export function dayOf(instant: Date): string {
  return isoDate.format(instant);
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? 1970, month ?? 1, date ?? 1];
}

function format(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** `day` plus `months` calendar months, clamped to the month's last day (31/01 + 1 = 28/02). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(date, last));
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  const shifted = new Date(Date.UTC(year, month - 1, date) + days * DAY_MS);
  return format(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole calendar days from day `from` to day `to` ('YYYY-MM-DD'). */
export function daysFromTo(from: string, to: string): number {
  const [a, b] = [parts(from), parts(to)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/** The end of a period that starts on `start`, for the plan's interval. */
export function periodEnd(start: string, interval: BillingInterval): string {
  return addMonths(start, interval === 'yearly' ? 12 : 1);
}

/** Whole days from instant `from` to instant `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

/** 'YYYY-MM-DD' (or an instant) as the spec shows dates: dd/mm/yy. */
export function formatDay(day: string | Date): string {
  const [year, month, date] = parts(typeof day === 'string' ? day : dayOf(day));
  return `${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as R$ 1.234,56. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}
