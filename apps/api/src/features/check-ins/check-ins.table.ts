import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { confidenceEnum, keyResults } from '../objectives/objectives.table';
import { users } from '../users/users.table';

/**
 * RANGE-partitioned by month on `created_at` (decision 0041): the primary key carries the
 * partition key; partitions are kept ahead by the partitions job.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    value: doublePrecision('value').notNull(),
    // The key result's value and confidence before this check-in: deleting it restores them.
    previousValue: doublePrecision('previous_value').notNull(),
    confidence: confidenceEnum('confidence').notNull(),
    previousConfidence: confidenceEnum('previous_confidence'),
    comment: text('comment'),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.createdAt] }),
    index('check_ins_key_result_created_idx').on(table.keyResultId, table.createdAt),
    // The feed's order (newest first, id breaking ties) read straight off the index.
    index('check_ins_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // "Latest check-in on or before a day" for the evolution series, answered from the index alone.
    index('check_ins_key_result_date_idx').on(
      table.keyResultId,
      table.date,
      table.createdAt,
      table.value,
      table.confidence,
    ),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;
