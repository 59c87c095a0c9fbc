import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { identityProviders } from './sso.table';

/**
 * A company's SAML IdP, beside its `identity_providers` row (kind 'saml': enabled, session hours,
 * the seam's provider id). One per company: the SP endpoints are named by the company.
 */
export const samlProviders = pgTable('saml_providers', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  idpEntityId: text('idp_entity_id').notNull(),
  ssoUrl: text('sso_url').notNull(),
  /** How the IdP takes the AuthnRequest at `sso_url`: HTTP-Redirect, or HTTP-POST when it offers only that. */
  ssoBinding: text('sso_binding', { enum: ['redirect', 'post'] })
    .notNull()
    .default('redirect'),
  /** Base64 DER, without PEM armour. */
  signingCerts: text('signing_certs').array().notNull(),
  metadataUrl: text('metadata_url'),
  /** The IdP's SingleLogoutService (HTTP-Redirect preferred), when its metadata has one. */
  sloUrl: text('slo_url'),
  sloBinding: text('slo_binding', { enum: ['redirect', 'post'] }),
});

/**
 * Rumo's signing key pair as the company's SAML SP (decision 0047): RSA 2048 and a self-signed
 * certificate published in the SP metadata. The private key is sealed (lib/secret-box.ts).
 */
export const samlSpKeys = pgTable('saml_sp_keys', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** PEM. */
  certificate: text('certificate').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** LogoutRequest IDs accepted, kept while the request could still pass: a second use is a replay. */
export const samlLogoutRequests = pgTable(
  'saml_logout_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.requestId] }),
    index('saml_logout_requests_expires_idx').on(table.expiresAt),
  ],
);

/** AuthnRequests sent and not yet answered (decision 0042): consumed once by the ACS. */
export const samlRequests = pgTable(
  'saml_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.requestId] }),
    index('saml_requests_expires_idx').on(table.expiresAt),
  ],
);

/** Assertion IDs already used, kept until their NotOnOrAfter: a second use is a replay. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.assertionId] }),
    index('saml_assertions_expires_idx').on(table.expiresAt),
  ],
);

export type SamlProviderRow = typeof samlProviders.$inferSelect;
