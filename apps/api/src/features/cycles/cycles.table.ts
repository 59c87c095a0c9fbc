import { CYCLE_STATUSES } from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

export const cycleStatusEnum = pgEnum('cycle_status', CYCLE_STATUSES);

export const cycles = pgTable(
  'cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: cycleStatusEnum('status').notNull().default('planning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index('cycles_company_start_idx').on(table.companyId, table.startDate),
    // At most one active cycle per company, even under concurrent activations.
    uniqueIndex('cycles_one_active_idx').on(table.companyId).where(sql`${table.status} = 'active'`),
  ],
);

export type CycleRow = typeof cycles.$inferSelect;
