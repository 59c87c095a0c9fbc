import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { confidenceEnum, keyResults, objectives } from '../objectives/objectives.table';

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
 * One objective as the company chart counts it, refreshed with its cached progress: the exact
 * (unrounded) weighted progress of its key results' current values, their worst confidence,
 * and where it lands at the cycle's end at their current pace. The company scope averages
 * these rows instead of reading every key result.
 */
export const objectiveEvolution = pgTable('objective_evolution', {
  objectiveId: uuid('objective_id')
    .primaryKey()
    .references(() => objectives.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The cycle the row was computed for; a row of another cycle is ignored. */
  cycleId: uuid('cycle_id')
    .notNull()
    .references(() => cycles.id, { onDelete: 'cascade' }),
  progress: doublePrecision('progress').notNull(),
  confidence: confidenceEnum('confidence'),
  /** Projected progress at the cycle's end (a key result without a pace stays where it is). */
  forecast: doublePrecision('forecast').notNull(),
  /** Whether any of its key results has a pace (two check-ins or more in the cycle). */
  paced: boolean('paced').notNull(),
});

/**
 * Each key result's forecast (least-squares fit over its check-ins inside the cycle), rounded
 * as shown, so the company scope can list the lowest without reading check-ins. Null progress:
 * fewer than two check-ins to measure a pace.
 */
export const keyResultForecasts = pgTable(
  'key_result_forecasts',
  {
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
    /**
     * The key result's objective (a copy: written with the forecast, and kept by a trigger if a
     * key result moves), so the lowest forecasts are read in the chart's order from the index.
     * Nullable only because the migration that added it could not alter the table after filling
     * it (pending trigger events); every write sets it.
     */
    objectiveId: uuid('objective_id'),
    progress: doublePrecision('progress'),
  },
  (table) => [
    // The company chart's "lowest forecasts": walked in order, ties by objective, no sort of the
    // whole cycle (findLowestForecasts).
    index('key_result_forecasts_lowest_idx')
      .on(table.cycleId, table.progress, table.objectiveId)
      .where(sql`${table.progress} is not null`),
  ],
);

/**
 * Objectives whose evolution figures are behind their cached progress: a check-in marks its
 * objective in its own transaction, and the `evolution-refresh` job recomputes the marked ones
 * (see docs/decisions/0018-evolution-refresh-job.md). `token` changes with every mark, so the job
 * deletes only the marks it computed from, never one written while it ran.
 */
export const evolutionRefreshMarks = pgTable('evolution_refresh_marks', {
  objectiveId: uuid('objective_id')
    .primaryKey()
    .references(() => objectives.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  cycleId: uuid('cycle_id')
    .notNull()
    .references(() => cycles.id, { onDelete: 'cascade' }),
  /** The company's day of the latest change: the day whose snapshot the job stores. */
  day: date('day', { mode: 'string' }).notNull(),
  token: uuid('token').notNull().defaultRandom(),
});
