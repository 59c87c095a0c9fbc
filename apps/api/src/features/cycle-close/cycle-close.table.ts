import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { keyResults, objectives } from '../objectives/objectives.table';
import { users } from '../users/users.table';

/**
 * A key result's final score (0–1 in tenths). `scored_by` null: the suggestion applied when the
 * cycle was closed without anyone scoring it ("sugerida").
 */
export const keyResultScores = pgTable(
  'key_result_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    suggested: doublePrecision('suggested').notNull(),
    reason: text('reason'),
    scoredBy: uuid('scored_by').references(() => users.id, { onDelete: 'set null' }),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    // Moves on every write: a score is saved only over the version its author read (else 409).
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('key_result_scores_key_result_idx').on(table.keyResultId),
    index('key_result_scores_company_idx').on(table.companyId),
    check('key_result_scores_range', sql`${table.score} between 0 and 1`),
  ],
);

/** An objective's retrospective: what worked, what we learned, what carries on. */
export const objectiveRetrospectives = pgTable(
  'objective_retrospectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    worked: text('worked'),
    learned: text('learned'),
    continues: text('continues'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('objective_retrospectives_objective_idx').on(table.objectiveId),
    index('objective_retrospectives_company_idx').on(table.companyId),
  ],
);

/**
 * The `carried_from` link: `target` continues `source` in `target_cycle`. Once per source and
 * cycle (carrying twice into one cycle is refused by the unique index as well as the service).
 */
export const objectiveCarryOvers = pgTable(
  'objective_carry_overs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sourceObjectiveId: uuid('source_objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    targetObjectiveId: uuid('target_objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    targetCycleId: uuid('target_cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('objective_carry_overs_target_idx').on(table.targetObjectiveId),
    uniqueIndex('objective_carry_overs_source_cycle_idx').on(
      table.sourceObjectiveId,
      table.targetCycleId,
    ),
    index('objective_carry_overs_company_idx').on(table.companyId),
  ],
);
