import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { samlAssertions, samlProviders, samlRequests, samlSpKeys } from './saml.table';
import { identityProviders } from './sso.table';

const samlColumns = {
  providerId: samlProviders.providerId,
  companyId: samlProviders.companyId,
  idpEntityId: samlProviders.idpEntityId,
  ssoUrl: samlProviders.ssoUrl,
  ssoBinding: samlProviders.ssoBinding,
  signingCerts: samlProviders.signingCerts,
  metadataUrl: samlProviders.metadataUrl,
  sloUrl: samlProviders.sloUrl,
  sloBinding: samlProviders.sloBinding,
  enabled: identityProviders.enabled,
  sessionHours: identityProviders.sessionHours,
};

/** The company's SAML IdP with its seam row (enabled, session hours): one statement. */
export async function findSamlProvider(db: Database, companyId: string) {
  const [row] = await db
    .select(samlColumns)
    .from(samlProviders)
    .innerJoin(identityProviders, eq(identityProviders.id, samlProviders.providerId))
    .where(eq(samlProviders.companyId, companyId));
  return row;
}
export type SamlProviderWithSeam = NonNullable<Awaited<ReturnType<typeof findSamlProvider>>>;

export async function insertSamlProvider(db: Database, row: typeof samlProviders.$inferInsert) {
  await db.insert(samlProviders).values(row);
}

export async function updateSamlProvider(
  db: Database,
  companyId: string,
  changes: Partial<Omit<typeof samlProviders.$inferInsert, 'providerId' | 'companyId'>>,
) {
  await db.update(samlProviders).set(changes).where(eq(samlProviders.companyId, companyId));
}

/** An AuthnRequest sent; the company's expired ones are swept in the same statement. */
export async function insertSamlRequest(
  db: Database,
  request: { companyId: string; requestId: string; createdAt: Date; expiresAt: Date },
) {
  await db.execute(sql`
    with swept as (
      delete from saml_requests
      where company_id = ${request.companyId} and expires_at <= ${request.createdAt.toISOString()}
    )
    insert into saml_requests (company_id, request_id, created_at, expires_at)
    values (${request.companyId}, ${request.requestId}, ${request.createdAt.toISOString()},
            ${request.expiresAt.toISOString()})`);
}

/** When the company's unexpired request was made, if it is still waiting. */
export async function findSamlRequest(
  db: Database,
  companyId: string,
  requestId: string,
  at: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: samlRequests.createdAt })
    .from(samlRequests)
    .where(
      and(
        eq(samlRequests.companyId, companyId),
        eq(samlRequests.requestId, requestId),
        gt(samlRequests.expiresAt, at),
      ),
    );
  return row?.createdAt;
}

/** Consumes the request (used once): true only for the one caller that deleted it. */
export async function consumeSamlRequest(
  db: Database,
  companyId: string,
  requestId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .delete(samlRequests)
    .where(
      and(
        eq(samlRequests.companyId, companyId),
        eq(samlRequests.requestId, requestId),
        gt(samlRequests.expiresAt, at),
      ),
    )
    .returning({ id: samlRequests.requestId });
  return rows.length > 0;
}

/**
 * Records an assertion's use: false when it was used before (a replay). Expired records of the
 * company are swept first.
 */
export async function recordSamlAssertion(
  db: Database,
  assertion: { companyId: string; assertionId: string; expiresAt: Date; at: Date },
): Promise<boolean> {
  await db
    .delete(samlAssertions)
    .where(
      and(
        eq(samlAssertions.companyId, assertion.companyId),
        lt(samlAssertions.expiresAt, assertion.at),
      ),
    );
  const rows = await db
    .insert(samlAssertions)
    .values({
      companyId: assertion.companyId,
      assertionId: assertion.assertionId,
      expiresAt: assertion.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.assertionId });
  return rows.length > 0;
}

/** The company's SP key pair (private key still sealed). */
export async function findSamlSpKey(db: Database, companyId: string) {
  const [row] = await db.select().from(samlSpKeys).where(eq(samlSpKeys.companyId, companyId));
  return row;
}

/** Stores a new key pair unless the company has one (two first reads race: the first wins). */
export async function insertSamlSpKey(db: Database, row: typeof samlSpKeys.$inferInsert) {
  await db.insert(samlSpKeys).values(row).onConflictDoNothing();
}

/**
 * Records a LogoutRequest ID: false when it was accepted before (a replay). One statement that
 * also sweeps the company's expired rows, as the assertion table is swept.
 */
export async function recordSamlLogoutRequest(
  db: Database,
  request: { companyId: string; requestId: string; expiresAt: Date; at: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    with swept as (
      delete from saml_logout_requests
      where company_id = ${request.companyId} and expires_at < ${request.at.toISOString()}
    )
    insert into saml_logout_requests (company_id, request_id, expires_at)
    values (${request.companyId}, ${request.requestId}, ${request.expiresAt.toISOString()})
    on conflict do nothing
    returning request_id`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
