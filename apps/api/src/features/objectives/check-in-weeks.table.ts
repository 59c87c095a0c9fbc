import { bigint, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';

/**
 * How many active key results of a cycle each owner last checked in during each check-in week
 * (`week_start`, the local midnight that opened it; '-infinity': never checked in). Kept by the
 * trigger `key_results_count_check_in_weeks` in the writing transaction and rebuilt for the
 * company when its check-in day or time zone changes (migration `check_in_weeks`), so the
 * dashboard counts the people owing this week's check-in from a few rows per owner instead of
 * every key result of the cycle. A week turning needs no write: the reader compares
 * `week_start` with the current week's start. A (cycle, owner, week) may have several rows
 * (writers never wait on each other's row, they add one); the count is their sum.
 */
export const keyResultCheckInWeeks = pgTable(
  'key_result_check_in_weeks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    // The key result's owner; no foreign key: key_results already holds it.
    ownerId: uuid('owner_id').notNull(),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    count: integer('n').notNull(),
  },
  (table) => [
    index('key_result_check_in_weeks_cycle_idx').on(table.cycleId, table.ownerId, table.weekStart),
    index('key_result_check_in_weeks_company_idx').on(table.companyId),
  ],
);
