import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { teams } from '../teams/teams.table';

/**
 * A company's e-mail domains (issue 25, part 3). Added unverified with a token; verified when the
 * domain's DNS holds the TXT record `rumo-verificacao=<token>`. A verified domain belongs to one
 * company only (the partial unique index decides a race); `require_sso` turns password sign-in off
 * for its people.
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    requireSso: boolean('require_sso').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sso_domains_company_domain_idx').on(table.companyId, table.domain),
    uniqueIndex('sso_domains_verified_domain_idx')
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);

/** How first SSO sign-ins create people: the team they join (none by default). */
export const ssoProvisioning = pgTable('sso_provisioning', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  defaultTeamId: uuid('default_team_id').references(() => teams.id, { onDelete: 'set null' }),
});

export type SsoDomainRow = typeof ssoDomains.$inferSelect;
