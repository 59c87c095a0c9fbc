import { boolean, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { objectives } from '../objectives/objectives.table';

/**
 * The key results of one objective held by one owner, summed: how many, how many have a stored
 * score, how many a score given by a person, the sum of their scores in tenths and how many fall
 * on each tenth (0 to 10, `tenths_0` … `tenths_10`). A key result's score is its stored one, else the suggestion from its
 * progress (`rumo_suggested_score`). Kept by statement triggers on `key_results` and
 * `key_result_scores` in the writing transaction (migration `key_result_sums`), so the cycle
 * report, the presentation and the close checklist add up a row per objective and owner instead
 * of every key result; visibility still applies per objective when reading.
 */
/**
 * How many scores are worth 0, 1, … 10 tenths (columns: the report sums each one); a function, so
 * each table gets its own column builders.
 */
export const tenthCountColumns = () => ({
  tenths0: integer('tenths_0').notNull(),
  tenths1: integer('tenths_1').notNull(),
  tenths2: integer('tenths_2').notNull(),
  tenths3: integer('tenths_3').notNull(),
  tenths4: integer('tenths_4').notNull(),
  tenths5: integer('tenths_5').notNull(),
  tenths6: integer('tenths_6').notNull(),
  tenths7: integer('tenths_7').notNull(),
  tenths8: integer('tenths_8').notNull(),
  tenths9: integer('tenths_9').notNull(),
  tenths10: integer('tenths_10').notNull(),
});

export const objectiveKeyResultSums = pgTable(
  'objective_key_result_sums',
  {
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    // The key results' owner; no foreign key: key_results already holds it.
    ownerId: uuid('owner_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The objective's cycle, team, pillar and whether anyone may see it (neither private nor a
    // draft), copied by a trigger on objectives: the trigger that rolls these rows up into the
    // cycle's sums (cycle-score-sums.table.ts) reads them from the rows even once the objective
    // is gone.
    cycleId: uuid('cycle_id').notNull(),
    teamId: uuid('team_id'),
    pillarId: uuid('pillar_id'),
    openToAll: boolean('open_to_all').notNull(),
    count: integer('n').notNull(),
    scored: integer('scored').notNull(),
    byPerson: integer('by_person').notNull(),
    tenthSum: integer('tenth_sum').notNull(),
    ...tenthCountColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.objectiveId, table.ownerId] }),
    index('objective_key_result_sums_company_idx').on(table.companyId),
  ],
);
