import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFold } from '../../db/text-fold';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name folded for search (lower case, no accents), kept by PostgreSQL. */
    nameFolded: text('name_folded').generatedAlwaysAs(storedFold('name')),
    description: text('description'),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('teams_company_name_idx').on(table.companyId, sql`lower(${table.name})`),
    // The teams a person leads: objectives' visibility rule (a draft shows to its team's leader).
    index('teams_leader_idx').on(table.leaderId),
  ],
);

/** Membership is many-to-many; a user's `id_team` names their primary team among these. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
