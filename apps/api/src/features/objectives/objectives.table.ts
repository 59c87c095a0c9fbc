import {
  CONFIDENCES,
  KEY_RESULT_TYPES,
  KEY_RESULT_UNITS,
  OBJECTIVE_LEVELS,
  OBJECTIVE_RESULTS,
  OBJECTIVE_STATUSES,
} from '@rumo/shared/okr/key-result-types';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { pillars } from '../planning/planning.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

export const objectiveLevelEnum = pgEnum('objective_level', OBJECTIVE_LEVELS);
export const objectiveStatusEnum = pgEnum('objective_status', OBJECTIVE_STATUSES);
export const objectiveResultEnum = pgEnum('objective_result', OBJECTIVE_RESULTS);
export const confidenceEnum = pgEnum('confidence', CONFIDENCES);
export const keyResultTypeEnum = pgEnum('key_result_type', KEY_RESULT_TYPES);
export const keyResultUnitEnum = pgEnum('key_result_unit', KEY_RESULT_UNITS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const objectives = pgTable(
  'objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    level: objectiveLevelEnum('level').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    parentObjectiveId: uuid('parent_objective_id').references((): AnyPgColumn => objectives.id, {
      onDelete: 'set null',
    }),
    pillarId: uuid('pillar_id').references(() => pillars.id, { onDelete: 'set null' }),
    status: objectiveStatusEnum('status').notNull().default('active'),
    result: objectiveResultEnum('result'),
    closingComment: text('closing_comment'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Kept in step with the key results on every change so lists never aggregate check-ins.
    progress: doublePrecision('progress').notNull().default(0),
    confidence: confidenceEnum('confidence'),
    ...timestamps,
  },
  (table) => [
    index('objectives_company_cycle_idx').on(table.companyId, table.cycleId),
    // The list's order (level, title, id) within a cycle, so a page, even a deep one, reads only
    // the index up to its rows; the filter columns ride along (after the unique id they never
    // change the order) so filtered lists and totals stay index-only too.
    index('objectives_list_idx').on(
      table.companyId,
      table.cycleId,
      table.level,
      table.title,
      table.id,
      table.status,
      table.confidence,
      table.teamId,
      table.ownerId,
    ),
    index('objectives_owner_idx').on(table.ownerId),
    index('objectives_team_idx').on(table.teamId),
    index('objectives_parent_idx').on(table.parentObjectiveId),
  ],
);

export const keyResults = pgTable(
  'key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: keyResultTypeEnum('type').notNull(),
    startValue: doublePrecision('start_value').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull(),
    unit: keyResultUnitEnum('unit').notNull().default('number'),
    customUnit: text('custom_unit'),
    decimals: integer('decimals').notNull().default(0),
    weight: doublePrecision('weight').notNull().default(1),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dueDate: date('due_date', { mode: 'string' }),
    confidence: confidenceEnum('confidence'),
    progress: doublePrecision('progress').notNull().default(0),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('key_results_objective_idx').on(table.objectiveId),
    index('key_results_company_owner_idx').on(table.companyId, table.ownerId),
  ],
);

export type ObjectiveRow = typeof objectives.$inferSelect;
export type KeyResultRow = typeof keyResults.$inferSelect;
