import { date, doublePrecision, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { confidenceEnum, keyResults } from '../objectives/objectives.table';

/**
 * The company-scope point of a cycle as it stood at the end of a day (unrounded progress and
 * predominant confidence), so the company chart reads one row per week instead of rebuilding
 * every key result's value at every week. Written for "today" whenever an objective's progress
 * is refreshed; the seeds backfill past weeks.
 */
export const cycleProgressSnapshots = pgTable(
  'cycle_progress_snapshots',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    progress: doublePrecision('progress').notNull(),
    confidence: confidenceEnum('confidence'),
  },
  (table) => [primaryKey({ columns: [table.cycleId, table.day] })],
);

/**
 * Where each key result lands at the cycle's end at its current pace (least-squares fit over its
 * check-ins inside the cycle), kept with the snapshots so the company scope needs no check-ins.
 * Null progress: fewer than two check-ins to measure a pace.
 */
export const keyResultForecasts = pgTable('key_result_forecasts', {
  keyResultId: uuid('key_result_id')
    .primaryKey()
    .references(() => keyResults.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The cycle the fit used; a row of another cycle is ignored. */
  cycleId: uuid('cycle_id')
    .notNull()
    .references(() => cycles.id, { onDelete: 'cascade' }),
  progress: doublePrecision('progress'),
});

export type CycleProgressSnapshotRow = typeof cycleProgressSnapshots.$inferSelect;
