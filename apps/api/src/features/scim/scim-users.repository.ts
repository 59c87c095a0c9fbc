import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { scimExternalIds } from './scim.table';
import type { ScimFilter } from './scim-filter';

/** A Rumo user as SCIM shows them, with the IdP's `externalId` when it set one. */
export interface ScimUserRow {
  id: string;
  name: string;
  email: string;
  status: 'pending' | 'active' | 'disabled';
  position: string | null;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  position: users.position,
  externalId: scimExternalIds.externalId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const externalJoin = and(
  eq(scimExternalIds.resourceType, 'User'),
  eq(scimExternalIds.resourceId, users.id),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

function filterCondition(filter: ScimFilter | undefined) {
  if (!filter) return undefined;
  switch (filter.attribute) {
    case 'userName':
    case 'email':
      return eq(sql`lower(${users.email})`, filter.value.toLowerCase());
    case 'externalId':
      return eq(scimExternalIds.externalId, filter.value);
    case 'id':
      return isUuid(filter.value) ? eq(users.id, filter.value) : sql`false`;
    default:
      return sql`false`;
  }
}

/** One statement: the page of the company's users matching the filter, and the total. */
export async function listScimUsers(
  db: Database,
  companyId: string,
  query: { filter: ScimFilter | undefined; offset: number; limit: number },
): Promise<{ rows: ScimUserRow[]; total: number }> {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .leftJoin(scimExternalIds, externalJoin)
    .where(and(eq(users.companyId, companyId), filterCondition(query.filter)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(query.offset)
    .limit(query.limit);
  if (rows.length === 0 && query.offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .leftJoin(scimExternalIds, externalJoin)
      .where(and(eq(users.companyId, companyId), filterCondition(query.filter)));
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findScimUser(
  db: Database,
  companyId: string,
  id: string,
): Promise<ScimUserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(scimExternalIds, externalJoin)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  return row;
}

/** Sets (or with null, clears) the IdP's id of a user or team. */
export async function setExternalId(
  db: Database,
  target: { companyId: string; resourceType: 'User' | 'Group'; resourceId: string },
  externalId: string | null,
): Promise<void> {
  if (externalId === null) {
    await db
      .delete(scimExternalIds)
      .where(
        and(
          eq(scimExternalIds.resourceType, target.resourceType),
          eq(scimExternalIds.resourceId, target.resourceId),
        ),
      );
    return;
  }
  await db
    .insert(scimExternalIds)
    .values({ ...target, externalId })
    .onConflictDoUpdate({
      target: [scimExternalIds.resourceType, scimExternalIds.resourceId],
      set: { externalId },
    });
}
