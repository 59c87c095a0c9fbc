import { USER_ROLES, USER_STATUSES } from '@rumo/shared/auth/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFold } from '../../db/text-fold';
import { companies } from '../companies/companies.table';

export const userRoleEnum = pgEnum('user_role', USER_ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);

/** Customer users; e-mails are stored lower-cased and unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name folded for search (lower case, no accents), kept by PostgreSQL. */
    nameFolded: text('name_folded').generatedAlwaysAs(storedFold('name')),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRoleEnum('role').notNull().default('user'),
    avatar: text('avatar'),
    phone: text('phone'),
    position: text('position'),
    // No foreign key yet: the teams table arrives with the OKR feature.
    idTeam: uuid('id_team'),
    status: userStatusEnum('status').notNull().default('pending'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // The company's people, and its seats (status <> 'disabled') counted from the index alone.
    index('users_company_status_idx').on(table.companyId, table.status),
    // The company's people by name (people list, pickers, search), read up to the page's rows.
    index('users_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    // Search: the names and e-mails holding a text, found by trigram (search.repository.ts).
    index('users_name_trgm_idx').using('gin', table.nameFolded.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
