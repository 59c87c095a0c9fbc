import type { SQL } from 'drizzle-orm';
import { and, gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of America/Sao_Paulo (UTC-3 all year since 2019) as its first instant. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

/** `from`/`to` whole days (inclusive) of America/Sao_Paulo on a timestamp column. */
export function dayRange(column: PgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, startOfDay(from)) : undefined,
    to ? lt(column, new Date(startOfDay(to).getTime() + DAY_MS)) : undefined,
  );
}

/** The first instant of the month of `now` in America/Sao_Paulo. */
export function startOfMonth(now: Date, monthsAgo = 0): Date {
  const local = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - monthsAgo;
  const first = new Date(Date.UTC(year, month, 1));
  return new Date(first.getTime() + 3 * 60 * 60 * 1000);
}

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;
