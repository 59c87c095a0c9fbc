import { index, type PgColumn, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * The columns every kind of company bearer token shares (API tokens here, SCIM tokens): only the
 * SHA-256 of the secret is stored, with its first characters to tell tokens apart in a list.
 */
export const bearerTokenColumns = () => ({
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
});

/** Looked up by hash on every call; listed by company. */
export const bearerTokenIndexes = (
  tableName: string,
  table: { tokenHash: PgColumn; companyId: PgColumn },
) => [
  uniqueIndex(`${tableName}_hash_idx`).on(table.tokenHash),
  index(`${tableName}_company_idx`).on(table.companyId),
];
