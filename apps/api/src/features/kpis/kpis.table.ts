import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/** A health metric of the company or of one team: tracked period by period, not targeted. */
export const kpis = pgTable(
  'kpis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: company-wide. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit', { enum: ['percent', 'currency', 'number', 'custom'] }).notNull(),
    customUnit: text('custom_unit'),
    decimals: integer('decimals').notNull().default(0),
    direction: text('direction', { enum: ['higher_better', 'lower_better'] }).notNull(),
    green: doublePrecision('green').notNull(),
    amber: doublePrecision('amber').notNull(),
    period: text('period', { enum: ['weekly', 'monthly', 'quarterly'] }).notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index('kpis_company_team_idx').on(table.companyId, table.teamId),
    index('kpis_owner_idx').on(table.ownerId),
  ],
);

/** One value per KPI and period (the period's first day); a new value for a period replaces it. */
export const kpiValues = pgTable(
  'kpi_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kpiId: uuid('kpi_id')
      .notNull()
      .references(() => kpis.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    value: doublePrecision('value').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [uniqueIndex('kpi_values_kpi_period_idx').on(table.kpiId, table.periodStart)],
);

export type KpiRow = typeof kpis.$inferSelect;
