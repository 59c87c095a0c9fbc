import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiTokens } from '../api-tokens/api-tokens.table';
import { companies } from '../companies/companies.table';

/**
 * `Idempotency-Key`s of /api/v1 POSTs, per token, kept 24 hours: the request's hash and, once
 * answered, the stored answer (`status_code` null while the first call is still running).
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.key] })],
);

export type ApiIdempotencyKeyRow = typeof apiIdempotencyKeys.$inferSelect;
