import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

export const identityProviderKindEnum = pgEnum('identity_provider_kind', ['oidc', 'saml']);
export const identityProviderPresetEnum = pgEnum('identity_provider_preset', [
  'google',
  'microsoft',
  'custom',
]);

/**
 * A company's identity provider (OIDC now, SAML later). The client secret is kept encrypted
 * (AES-256-GCM, key from the config: secret-box.ts) and never leaves the API.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: identityProviderKindEnum('kind').notNull(),
    preset: identityProviderPresetEnum('preset').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted'),
    enabled: boolean('enabled').notNull().default(true),
    sessionHours: integer('session_hours').notNull().default(12),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [index('identity_providers_company_idx').on(table.companyId)],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
