import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { tenthCountColumns } from './key-result-sums.table';

/**
 * The scores of a cycle's key results in objectives anyone may see (neither private nor a
 * draft), summed per objective team and pillar: the cycle report adds up these few rows for its
 * teams, pillars, totals and tenths instead of every objective (decision 0048). Kept by the
 * trigger on `objective_key_result_sums` in the writing transaction (migration
 * `cycle_score_sums`); a row goes when its count reaches zero. Per team and pillar rather than
 * one row per cycle, so check-ins of different teams do not wait on one row.
 */
export const cycleGroupScoreSums = pgTable(
  'cycle_group_score_sums',
  {
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    // The objectives' team and pillar; no foreign keys: deleting a team or pillar moves its
    // objectives (set null), and that move empties these rows through the trigger.
    teamId: uuid('team_id'),
    pillarId: uuid('pillar_id'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    count: integer('n').notNull(),
    byPerson: integer('by_person').notNull(),
    tenthSum: integer('tenth_sum').notNull(),
    ...tenthCountColumns(),
  },
  (table) => [
    // No team and no pillar are keys too (one row each), hence nulls not distinct.
    unique('cycle_group_score_sums_key')
      .on(table.cycleId, table.teamId, table.pillarId)
      .nullsNotDistinct(),
  ],
);

/**
 * The same sums per key result owner, with what the report orders people by: their average (two
 * decimals, as scoreGroupOf rounds it), then their name in lower case (kept by a trigger on
 * users), then id. A page of people walks `cycle_owner_score_sums_page_idx` instead of summing
 * and sorting everyone (at a cycle's start every average is 0: the name decides).
 */
export const cycleOwnerScoreSums = pgTable(
  'cycle_owner_score_sums',
  {
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    // The key results' owner; no foreign key, as in objective_key_result_sums.
    ownerId: uuid('owner_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    count: integer('n').notNull(),
    tenthSum: integer('tenth_sum').notNull(),
    average: numeric('average').generatedAlwaysAs(
      sql`round(("tenth_sum"::float8 / 10 / nullif("n", 0))::numeric, 2)`,
    ),
  },
  (table) => [
    // Owner first: a rename finds a person's rows by this key.
    primaryKey({ columns: [table.ownerId, table.cycleId] }),
    index('cycle_owner_score_sums_page_idx').on(
      table.cycleId,
      table.average,
      table.nameKey,
      table.ownerId,
    ),
  ],
);
