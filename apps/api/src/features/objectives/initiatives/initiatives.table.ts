import { INITIATIVE_STATUSES } from '@rumo/shared/objectives/initiatives';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/public';
import { users } from '../../users/public';
import { keyResults } from '../objectives.table';

export const initiativeStatusEnum = pgEnum('initiative_status', INITIATIVE_STATUSES);

/** The work planned to move a key result; a milestone key result is scored by these. */
export const initiatives = pgTable(
  'initiatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: initiativeStatusEnum('status').notNull().default('not_started'),
    dueDate: date('due_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index('initiatives_key_result_idx').on(table.keyResultId, table.position),
    // Minha semana: the open initiatives a person owns.
    index('initiatives_owner_open_idx')
      .on(table.companyId, table.ownerId, table.dueDate)
      .where(sql`${table.status} in ('not_started', 'in_progress')`),
  ],
);

export type InitiativeRow = typeof initiatives.$inferSelect;
