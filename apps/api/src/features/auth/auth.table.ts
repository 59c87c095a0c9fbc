import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

export const SIGN_IN_METHODS = ['password', 'oidc', 'saml'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const signInMethodEnum = pgEnum('sign_in_method', SIGN_IN_METHODS);

/** One row per issued bearer token (its `jti`), so tokens can be revoked server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    method: signInMethodEnum('method').notNull().default('password'),
    /** SSO sessions: the identity provider (sso feature, above auth: no FK from here). */
    providerId: uuid('provider_id'),
    /** The IdP's subject and session id, so its back-channel logout finds the sessions. */
    ssoSubject: text('sso_subject'),
    ssoSessionId: text('sso_session_id'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_provider_subject_idx').on(table.providerId, table.ssoSubject),
  ],
);

/**
 * Every sign-in attempt of a known company (password, OIDC, SAML), shown to its admin in
 * Configurações › Segurança. An unknown e-mail belongs to no company and is not recorded.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    method: signInMethodEnum('method').notNull(),
    /** `success` or the refusal's code (see `SIGN_IN_OUTCOMES` in @rumo/shared/auth/sign-ins). */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_events_company_created_idx').on(table.companyId, table.createdAt)],
);

export const ONE_TIME_TOKEN_PURPOSES = [
  'activation',
  'password_reset',
  'invitation',
  'purchase_activation',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ONE_TIME_TOKEN_PURPOSES);

/** E-mailed links (activation, password reset); only the SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type SignInEventRow = typeof signInEvents.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
