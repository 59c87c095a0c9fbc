import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { samlProviders, samlRequests, samlSpKeys } from './saml.table';
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

/** The company's SP key pair (private key still sealed). */
export async function findSamlSpKey(db: Database, companyId: string) {
  const [row] = await db.select().from(samlSpKeys).where(eq(samlSpKeys.companyId, companyId));
  return row;
}

/** Stores a new key pair unless the company has one (two first reads race: the first wins). */
export async function insertSamlSpKey(db: Database, row: typeof samlSpKeys.$inferInsert) {
  await db.insert(samlSpKeys).values(row).onConflictDoNothing();
}
