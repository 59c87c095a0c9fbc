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
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** Bearer tokens an identity provider uses on /scim/v2; only their SHA-256 is kept. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the clear token, shown in the list to tell tokens apart. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scim_tokens_hash_idx').on(table.tokenHash),
    index('scim_tokens_company_idx').on(table.companyId),
  ],
);

export type ScimTokenRow = typeof scimTokens.$inferSelect;

/**
 * What the IdP calls a Rumo user or team and Rumo's tables have no place for: its own id
 * (`externalId`) and, for users, a `userName` that is not their e-mail (Entra may send a UPN).
 * `resourceId` is a users.id or teams.id, by `resourceType`.
 */
export const scimLinks = pgTable(
  'scim_links',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: ['User', 'Group'] }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    externalId: text('external_id'),
    userName: text('user_name'),
  },
  (table) => [
    primaryKey({ columns: [table.resourceType, table.resourceId] }),
    index('scim_links_external_id_idx').on(table.companyId, table.resourceType, table.externalId),
    index('scim_links_user_name_idx').on(table.companyId, sql`lower(${table.userName})`),
  ],
);
