import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identityProviders } from '../sso/public';
import { teams } from '../teams/public';
import { type SsoDomainRow, ssoDomains, ssoProvisioning } from './sso-domains.table';

export async function listCompanyDomains(db: Database, companyId: string): Promise<SsoDomainRow[]> {
  return db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.companyId, companyId))
    .orderBy(asc(ssoDomains.domain));
}

export async function findCompanyDomain(
  db: Database,
  companyId: string,
  id: string,
): Promise<SsoDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.companyId, companyId), eq(ssoDomains.id, id)));
  return row;
}

/** The company's own row for `domain` (verified or not). */
export async function findCompanyDomainByName(
  db: Database,
  companyId: string,
  domain: string,
): Promise<SsoDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.companyId, companyId), eq(ssoDomains.domain, domain)));
  return row;
}

/** Whether another company has verified `domain` (the partial unique index answers). */
export async function isDomainVerifiedElsewhere(
  db: Database,
  companyId: string,
  domain: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(
      and(
        eq(ssoDomains.domain, domain),
        isNotNull(ssoDomains.verifiedAt),
        ne(ssoDomains.companyId, companyId),
      ),
    );
  return row !== undefined;
}

export async function insertDomain(
  db: Database,
  values: { companyId: string; domain: string; token: string },
): Promise<SsoDomainRow> {
  const [row] = await db.insert(ssoDomains).values(values).returning();
  if (!row) throw new Error('domain insert returned no row');
  return row;
}

export async function updateDomain(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<Pick<SsoDomainRow, 'verifiedAt' | 'requireSso'>>,
): Promise<SsoDomainRow | undefined> {
  const [row] = await db
    .update(ssoDomains)
    .set(changes)
    .where(and(eq(ssoDomains.companyId, companyId), eq(ssoDomains.id, id)))
    .returning();
  return row;
}

export async function deleteDomain(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ssoDomains)
    .where(and(eq(ssoDomains.companyId, companyId), eq(ssoDomains.id, id)))
    .returning({ id: ssoDomains.id });
  return rows.length > 0;
}

export async function findDefaultTeamId(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ defaultTeamId: ssoProvisioning.defaultTeamId })
    .from(ssoProvisioning)
    .where(eq(ssoProvisioning.companyId, companyId));
  return row?.defaultTeamId ?? null;
}

export async function saveDefaultTeamId(
  db: Database,
  companyId: string,
  defaultTeamId: string | null,
): Promise<void> {
  await db
    .insert(ssoProvisioning)
    .values({ companyId, defaultTeamId })
    .onConflictDoUpdate({ target: ssoProvisioning.companyId, set: { defaultTeamId } });
}

export async function teamInCompany(
  db: Database,
  companyId: string,
  teamId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), eq(teams.id, teamId)));
  return row !== undefined;
}

/** Whether the company has at least one enabled identity provider (OIDC or SAML). */
export async function hasEnabledIdentityProvider(
  db: Database,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(and(eq(identityProviders.companyId, companyId), eq(identityProviders.enabled, true)))
    .limit(1);
  return row !== undefined;
}
