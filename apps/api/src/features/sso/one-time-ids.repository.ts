import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { oidcLogoutTokens } from './backchannel-logout.table';
import { samlAssertions, samlLogoutRequests } from './saml.table';

/**
 * A table of message ids accepted once (SAML assertions and LogoutRequests, OIDC logout tokens),
 * keyed by (scope, id) and kept until the message expires.
 */
export interface OneTimeIdTable {
  table: PgTable;
  scope: PgColumn;
  id: PgColumn;
  expiresAt: PgColumn;
}

/**
 * Records a message id in its scope (company or provider): false when it was there already (a
 * replay). One statement that also sweeps the scope's rows expired at `now` (a replay of those
 * fails the message's own time checks); the primary key decides a race between two replicas.
 */
export async function recordOneTimeId(
  db: Database,
  ids: OneTimeIdTable,
  entry: { scopeId: string; id: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const column = (of: PgColumn) => sql.identifier(of.name);
  const result = await db.execute(sql`
    with swept as (
      delete from ${ids.table}
      where ${column(ids.scope)} = ${entry.scopeId}
        and ${column(ids.expiresAt)} < ${entry.now.toISOString()}
    )
    insert into ${ids.table} (${column(ids.scope)}, ${column(ids.id)}, ${column(ids.expiresAt)})
    values (${entry.scopeId}, ${entry.id}, ${entry.expiresAt.toISOString()})
    on conflict do nothing
    returning 1 as recorded`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

export const samlAssertionIds: OneTimeIdTable = {
  table: samlAssertions,
  scope: samlAssertions.companyId,
  id: samlAssertions.assertionId,
  expiresAt: samlAssertions.expiresAt,
};

export const samlLogoutRequestIds: OneTimeIdTable = {
  table: samlLogoutRequests,
  scope: samlLogoutRequests.companyId,
  id: samlLogoutRequests.requestId,
  expiresAt: samlLogoutRequests.expiresAt,
};

export const oidcLogoutTokenIds: OneTimeIdTable = {
  table: oidcLogoutTokens,
  scope: oidcLogoutTokens.providerId,
  id: oidcLogoutTokens.jti,
  expiresAt: oidcLogoutTokens.expiresAt,
};
