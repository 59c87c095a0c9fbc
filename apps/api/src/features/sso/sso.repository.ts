import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type IdentityProviderRow, identityProviders } from './sso.table';

export type NewIdentityProvider = Omit<
  typeof identityProviders.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export async function findIdentityProvider(
  db: Database,
  companyId: string,
  providerId: string,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, providerId), eq(identityProviders.companyId, companyId)));
  return row;
}

/** By id alone: the sign-in flow starts from a provider id, before anyone is signed in. */
export async function findIdentityProviderById(
  db: Database,
  providerId: string,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.id, providerId));
  return row;
}

export async function listIdentityProviders(
  db: Database,
  companyId: string,
): Promise<IdentityProviderRow[]> {
  return db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.companyId, companyId))
    .orderBy(identityProviders.createdAt, identityProviders.id);
}

export async function insertIdentityProvider(
  db: Database,
  provider: NewIdentityProvider,
): Promise<IdentityProviderRow> {
  const [row] = await db.insert(identityProviders).values(provider).returning();
  if (!row) throw new Error('identity provider insert returned no row');
  return row;
}

export async function updateIdentityProvider(
  db: Database,
  companyId: string,
  providerId: string,
  changes: Partial<NewIdentityProvider>,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .update(identityProviders)
    .set(changes)
    .where(and(eq(identityProviders.id, providerId), eq(identityProviders.companyId, companyId)))
    .returning();
  return row;
}

export async function deleteIdentityProvider(
  db: Database,
  companyId: string,
  providerId: string,
): Promise<boolean> {
  const rows = await db
    .delete(identityProviders)
    .where(and(eq(identityProviders.id, providerId), eq(identityProviders.companyId, companyId)))
    .returning({ id: identityProviders.id });
  return rows.length > 0;
}

export type DomainProvider = Pick<IdentityProviderRow, 'id' | 'preset' | 'kind' | 'companyId'>;

/**
 * The enabled OIDC and SAML providers of the company that verified that e-mail domain
 * (`sso_domains`, the source of truth; a verified domain belongs to one company only). An
 * unverified domain, or none, names nobody; who has an account there never matters. One
 * statement. The table belongs to sso-domains (a higher feature): named in SQL here, as the
 * lookup is sso's own.
 */
export async function findProvidersForDomain(
  db: Database,
  domain: string,
): Promise<DomainProvider[]> {
  const result = await db.execute(sql`
    select p.id, p.preset, p.kind, p.company_id as "companyId" from identity_providers p
    join sso_domains d on d.company_id = p.company_id
    where d.domain = ${domain} and d.verified_at is not null and p.enabled
    order by p.created_at, p.id`);
  return (result as unknown as { rows: DomainProvider[] }).rows;
}
