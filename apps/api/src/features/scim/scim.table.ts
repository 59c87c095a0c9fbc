import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bearerTokenColumns, bearerTokenIndexes } from '../api-tokens/bearer-token.table';
import { companies } from '../companies/companies.table';

/** Bearer tokens an identity provider uses on /scim/v2; only their SHA-256 is kept. */
export const scimTokens = pgTable('scim_tokens', bearerTokenColumns(), (table) =>
  bearerTokenIndexes('scim_tokens', table),
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
