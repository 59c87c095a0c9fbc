import {
  CONFIDENCES,
  KEY_RESULT_TYPES,
  KEY_RESULT_UNITS,
  OBJECTIVE_APPROVALS,
  OBJECTIVE_LEVELS,
  OBJECTIVE_RESULTS,
  OBJECTIVE_STATUSES,
} from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { storedFold } from '../../db/text-fold';
import { companies } from '../companies/companies.table';
import { cycles } from '../cycles/cycles.table';
import { kpis } from '../kpis/kpis.table';
import { pillars } from '../planning/planning.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

export const objectiveLevelEnum = pgEnum('objective_level', OBJECTIVE_LEVELS);
export const objectiveStatusEnum = pgEnum('objective_status', OBJECTIVE_STATUSES);
export const objectiveApprovalEnum = pgEnum('objective_approval', OBJECTIVE_APPROVALS);
export const objectiveResultEnum = pgEnum('objective_result', OBJECTIVE_RESULTS);
export const confidenceEnum = pgEnum('confidence', CONFIDENCES);
export const keyResultTypeEnum = pgEnum('key_result_type', KEY_RESULT_TYPES);
export const keyResultUnitEnum = pgEnum('key_result_unit', KEY_RESULT_UNITS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
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
    /** The title folded for search (lower case, no accents), kept by PostgreSQL. */
    titleFolded: text('title_folded').generatedAlwaysAs(storedFold('title')),
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
    // The approval flow of a draft (see @rumo/shared/objectives/approval): who sent it and when,
    // who decided and the note of a return.
    approval: objectiveApprovalEnum('approval'),
    approvalNote: text('approval_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    result: objectiveResultEnum('result'),
    closingComment: text('closing_comment'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // What a reopen restores (draft or active), kept by the close: a closed draft comes back a
    // draft, never active past the approval. Null on rows closed before it was kept.
    reopenStatus: objectiveStatusEnum('reopen_status'),
    // Kept in step with the key results on every change so lists never aggregate check-ins.
    progress: doublePrecision('progress').notNull().default(0),
    confidence: confidenceEnum('confidence'),
    // Visible only to admins, the owner and the people or teams in objective_viewers.
    private: boolean('private').notNull().default(false),
    /** Its key results, kept by key_results' triggers (migration 0073) so reads need not count. */
    keyResultCount: integer('key_result_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('objectives_company_cycle_idx').on(table.companyId, table.cycleId),
    // The list's order (level, title, id) within a cycle, so a page, even a deep one, reads only
    // the index up to its rows; the filter columns ride along (after the unique id they never
    // change the order) so filtered lists and totals stay index-only too. Not confidence: it
    // moves with check-ins, and an indexed column that moves makes the objective's update non-HOT
    // (8 % HOT with it, 99.8 % without; the check-in POST 10 % less PostgreSQL CPU and 13 % less
    // WAL). A list filtered by confidence reads the cycle's rows from the table instead.
    index('objectives_list_idx').on(
      table.companyId,
      table.cycleId,
      table.level,
      table.title,
      table.id,
      table.status,
      table.teamId,
      table.ownerId,
      table.private,
    ),
    index('objectives_owner_idx').on(table.ownerId),
    // The dashboard's check-ins owed, as a member reads them: the cycle's private objectives.
    index('objectives_cycle_private_idx').on(table.cycleId).where(sql`${table.private}`),
    // The coach's key: the cycle's objectives not everyone sees (coach.repository.ts).
    index('objectives_cycle_restricted_idx')
      .on(table.cycleId)
      .where(sql`${table.private} or ${table.status} = 'draft'`),
    // "Aprovações aguardando você": the company's submitted drafts, oldest first.
    index('objectives_pending_approval_idx')
      .on(table.companyId, table.submittedAt)
      .where(sql`${table.approval} = 'submitted'`),
    index('objectives_team_idx').on(table.teamId),
    // The alignment tree reads a page at a time, in list order: children of one objective, and
    // the roots of one pillar group (also coverage's unaligned group).
    index('objectives_children_idx').on(
      table.parentObjectiveId,
      table.level,
      table.title,
      table.id,
    ),
    // A pillar's objectives in list order (coverage's groups and their pages).
    index('objectives_pillar_order_idx')
      .on(table.companyId, table.cycleId, table.pillarId, table.level, table.title, table.id)
      .where(sql`${table.pillarId} is not null`),
    index('objectives_tree_roots_idx')
      .on(table.companyId, table.cycleId, table.pillarId, table.level, table.title, table.id)
      .where(sql`${table.parentObjectiveId} is null`),
    // Search (search.repository.ts): the titles starting with a text, and those holding a rare
    // one, found by trigram (which also matches the text after a space, so not for prefixes).
    index('objectives_title_prefix_idx').on(
      table.companyId,
      table.titleFolded.op('text_pattern_ops'),
    ),
    index('objectives_title_trgm_idx').using('gin', table.titleFolded.op('gin_trgm_ops')),
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
    /** The title folded for search (lower case, no accents), kept by PostgreSQL. */
    titleFolded: text('title_folded').generatedAlwaysAs(storedFold('title')),
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
    /** The KPI this key result moves (same company; the service checks). */
    kpiId: uuid('kpi_id').references(() => kpis.id, { onDelete: 'set null' }),
    // Copies of the objective's cycle and status, kept by database triggers (migration
    // 0016_dashboard_paths) on every write path, so the dashboard reads only the current cycle's
    // rows through the indexes below instead of joining every objective of the company.
    cycleId: uuid('cycle_id').references(() => cycles.id, { onDelete: 'cascade' }),
    objectiveStatus: objectiveStatusEnum('objective_status'),
    ...timestamps,
  },
  (table) => [
    index('key_results_objective_idx').on(table.objectiveId),
    index('key_results_kpi_idx').on(table.kpiId).where(sql`${table.kpiId} is not null`),
    index('key_results_company_owner_idx').on(table.companyId, table.ownerId),
    // Active key results of a cycle by owner (reminders, digest). No index holds a column a
    // check-in rewrites (current_value, confidence, progress, last_check_in_at, updated_at), so
    // the check-in's update is HOT; the risk lists read key_result_risks (issue 24 part 3).
    index('key_results_cycle_pending_idx')
      .on(table.cycleId, table.ownerId)
      .where(sql`${table.objectiveStatus} = 'active'`),
    // Search (search.repository.ts): the titles starting with a text; those holding a rare one,
    // found by trigram; a common one read newest first until the first few. No column here
    // moves with a check-in.
    index('key_results_title_prefix_idx').on(
      table.companyId,
      table.titleFolded.op('text_pattern_ops'),
    ),
    index('key_results_title_trgm_idx').using('gin', table.titleFolded.op('gin_trgm_ops')),
    index('key_results_search_recent_idx').on(
      table.companyId,
      table.createdAt.desc().nullsFirst(),
      table.title,
      table.id,
    ),
  ],
);

/** Who may see a private objective besides admins and its owner: one person or one team per row. */
export const objectiveViewers = pgTable(
  'objective_viewers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id')
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [
    // One objective's viewers (the form); the objectives a person or a team is named on (the rule).
    index('objective_viewers_objective_idx').on(table.objectiveId, table.userId, table.teamId),
    index('objective_viewers_user_idx').on(table.userId, table.objectiveId),
    index('objective_viewers_team_idx').on(table.teamId, table.objectiveId),
    check('objective_viewers_one_target', sql`num_nonnulls(${table.userId}, ${table.teamId}) = 1`),
  ],
);

export type ObjectiveRow = typeof objectives.$inferSelect;
export type KeyResultRow = typeof keyResults.$inferSelect;
