import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * Append-only log of who changed what, with before/after snapshots. RANGE-partitioned by month on
 * `created_at` (decision 0041): the primary key carries the partition key.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    // No foreign key: the timeline of a deleted objective's children stays readable.
    objectiveId: uuid('objective_id'),
    action: text('action').notNull(),
    label: text('label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.createdAt] }),
    index('activity_company_created_idx').on(table.companyId, table.createdAt),
    index('activity_objective_created_idx').on(table.objectiveId, table.createdAt),
  ],
);
