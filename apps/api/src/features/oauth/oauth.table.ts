import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * OAuth clients registered by Dynamic Client Registration (RFC 7591): assistants such as
 * ChatGPT and Claude. Public clients (PKCE, no secret); not company data.
 */
export const oauthClients = pgTable('oauth_clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  redirectUris: text('redirect_uris').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One authorization a person gave a client: first its code (single use, short-lived), then its
 * access and refresh tokens (rotated on every refresh). Only SHA-256 hashes are stored. It acts as
 * `user_id` with that person's current role, narrowed by `scopes`, until revoked.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeHash: text('code_hash').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    accessHash: text('access_hash'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshHash: text('refresh_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('oauth_grants_code_idx').on(table.codeHash),
    uniqueIndex('oauth_grants_access_idx').on(table.accessHash),
    uniqueIndex('oauth_grants_refresh_idx').on(table.refreshHash),
    index('oauth_grants_company_idx').on(table.companyId),
  ],
);
export type OAuthGrantRow = typeof oauthGrants.$inferSelect;
export type OAuthClientRow = typeof oauthClients.$inferSelect;
