import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { confidenceEnum, keyResults } from './objectives.table';

/**
 * The key results at risk of the cycles' active objectives (confidence at_risk or off_track),
 * with the columns the dashboard's and the digest's risk lists sort by. Kept by the trigger
 * `key_results_keep_risks` in the writing transaction (migration `key_result_risks`): a row
 * exists exactly while its key result is risky and active. The indexes that order those lists
 * live here, not on key_results, so a check-in's update of its key result changes no indexed
 * column and is written HOT (issue 24 part 3, docs/decisions/0038-writes-that-do-not-bloat.md).
 */
export const keyResultRisks = pgTable(
  'key_result_risks',
  {
    keyResultId: uuid('key_result_id')
      .primaryKey()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    // Copies of the key result's columns; no foreign key on the objective: key_results holds it.
    objectiveId: uuid('objective_id').notNull(),
    confidence: confidenceEnum('confidence').notNull(),
    progress: doublePrecision('progress').notNull(),
    title: text('title').notNull(),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
  },
  (table) => [
    // "Em risco", worst first.
    index('key_result_risks_cycle_worst_idx').on(
      table.cycleId,
      table.confidence.desc(),
      table.progress,
      table.title,
    ),
    // "Queda de confiança": the latest checked in first.
    index('key_result_risks_cycle_recent_idx').on(
      table.cycleId,
      table.lastCheckInAt.desc().nullsLast(),
    ),
  ],
);
