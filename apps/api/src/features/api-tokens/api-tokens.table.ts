import { pgTable, text } from 'drizzle-orm/pg-core';
import { bearerTokenColumns, bearerTokenIndexes } from './bearer-token.table';

/**
 * API tokens of a company (issue 26): only the SHA-256 of the token is stored. A token acts as
 * its creator (`created_by`, with that person's role and status read on every request), narrowed
 * by `scopes`; a creator removed (set null) ends the token.
 */
export const apiTokens = pgTable(
  'api_tokens',
  { ...bearerTokenColumns(), scopes: text('scopes').array().notNull() },
  (table) => bearerTokenIndexes('api_tokens', table),
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
