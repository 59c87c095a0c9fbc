import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';
import { companies } from '../companies/companies.table';

/** One strategic plan per company: mission, vision and values. */
export const strategicPlans = pgTable('strategic_plans', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mission: text('mission'),
  vision: text('vision'),
  values: jsonb('values').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

export const pillars = pgTable(
  'pillars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pillars_company_idx').on(table.companyId)],
);

export type PillarRow = typeof pillars.$inferSelect;
