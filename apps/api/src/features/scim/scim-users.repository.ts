import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { scimLinks } from './scim.table';
import type { ScimFilter } from './scim-filter';

/** A Rumo user as SCIM shows them, with the IdP's `externalId` when it set one. */
export interface ScimUserRow {
  id: string;
  name: string;
  email: string;
  status: 'pending' | 'active' | 'disabled';
  position: string | null;
  externalId: string | null;
  /** The IdP's userName when it is not the e-mail. */
  userName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  position: users.position,
  externalId: scimLinks.externalId,
  userName: scimLinks.userName,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const externalJoin = and(eq(scimLinks.resourceType, 'User'), eq(scimLinks.resourceId, users.id));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

function filterCondition(filter: ScimFilter | undefined) {
  if (!filter) return undefined;
  switch (filter.attribute) {
    case 'userName':
      return eq(
        sql`lower(coalesce(${scimLinks.userName}, ${users.email}))`,
        filter.value.toLowerCase(),
      );
    case 'email':
      return eq(sql`lower(${users.email})`, filter.value.toLowerCase());
    case 'externalId':
      return eq(scimLinks.externalId, filter.value);
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
    .leftJoin(scimLinks, externalJoin)
    .where(and(eq(users.companyId, companyId), filterCondition(query.filter)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(query.offset)
    .limit(query.limit);
  if (rows.length === 0 && (query.offset > 0 || query.limit === 0)) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .leftJoin(scimLinks, externalJoin)
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
    .leftJoin(scimLinks, externalJoin)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  return row;
}

/** Another user of the company the IdP already calls by this (non e-mail) userName. */
export async function findUserNameOwner(
  db: Database,
  companyId: string,
  userName: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: scimLinks.resourceId })
    .from(scimLinks)
    .where(
      and(
        eq(scimLinks.companyId, companyId),
        eq(scimLinks.resourceType, 'User'),
        eq(sql`lower(${scimLinks.userName})`, userName.toLowerCase()),
      ),
    );
  return row?.id;
}

/** Sets what the IdP calls the resource (null clears; absent keeps). */
export async function setScimLink(
  db: Database,
  target: { companyId: string; resourceType: 'User' | 'Group'; resourceId: string },
  fields: { externalId?: string | null; userName?: string | null },
): Promise<void> {
  if (fields.externalId === undefined && fields.userName === undefined) return;
  await db
    .insert(scimLinks)
    .values({ ...target, ...fields })
    .onConflictDoUpdate({ target: [scimLinks.resourceType, scimLinks.resourceId], set: fields });
}
