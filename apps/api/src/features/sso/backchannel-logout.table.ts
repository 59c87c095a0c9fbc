import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identityProviders } from './sso.table';

/**
 * The `jti` of every back-channel logout token accepted, per provider, kept while the token could
 * still pass its checks: a second use is refused (OIDC Back-Channel Logout 1.0, §2.6). Expired
 * rows are swept by the next logout of the same provider.
 */
export const oidcLogoutTokens = pgTable(
  'oidc_logout_tokens',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.jti] })],
);
