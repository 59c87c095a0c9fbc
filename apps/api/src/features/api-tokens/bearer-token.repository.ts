import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/** A table built on bearerTokenColumns (API tokens, SCIM tokens). */
export interface BearerTokenTable extends PgTable {
  id: PgColumn;
  companyId: PgColumn;
  lastUsedAt: PgColumn;
  revokedAt: PgColumn;
}

/** Revokes one of the company's tokens; false when there is no such live token. */
export async function revokeBearerToken(
  db: Database,
  table: BearerTokenTable,
  companyId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ revokedAt: at })
    .where(and(eq(table.companyId, companyId), eq(table.id, id), isNull(table.revokedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** At most one write a minute per token, so a burst of calls does not churn the read cache. */
export async function touchBearerToken(
  db: Database,
  table: BearerTokenTable,
  id: string,
  at: Date,
): Promise<void> {
  await db
    .update(table)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(table.id, id),
        or(isNull(table.lastUsedAt), lt(table.lastUsedAt, new Date(at.getTime() - 60_000))),
      ),
    );
}
