import type {
  Initiative,
  InitiativeStatus,
  MyInitiative,
} from '@rumo/shared/objectives/initiatives';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../users/public';
import { keyResults, objectives } from '../objectives.table';
import { type CompanyReader, objectiveVisibleTo } from '../visibility.repository';
import { type InitiativeRow, initiatives } from './initiatives.table';

// The initiatives' SQL. Every statement is scoped by the company; a list is one statement.

function selectInitiativeViews(db: Database) {
  return db
    .select({
      initiative: initiatives,
      objectiveId: keyResults.objectiveId,
      ownerName: users.name,
      ownerAvatar: users.avatar,
    })
    .from(initiatives)
    .innerJoin(keyResults, eq(keyResults.id, initiatives.keyResultId))
    .innerJoin(users, eq(users.id, initiatives.ownerId));
}

type InitiativeViewRow = Awaited<ReturnType<typeof selectInitiativeViews>>[number];

function toInitiative({ initiative: row, objectiveId, ownerName, ownerAvatar }: InitiativeViewRow) {
  return {
    id: row.id,
    keyResultId: row.keyResultId,
    objectiveId,
    title: row.title,
    owner: { id: row.ownerId, name: ownerName, avatar: ownerAvatar },
    status: row.status,
    dueDate: row.dueDate,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Initiative;
}

const ORDER = [asc(initiatives.position), asc(initiatives.createdAt), asc(initiatives.id)];

/** A key result's initiatives in their order. */
export async function listKeyResultInitiatives(
  db: Database,
  companyId: string,
  keyResultId: string,
): Promise<Initiative[]> {
  const rows = await selectInitiativeViews(db)
    .where(and(eq(initiatives.keyResultId, keyResultId), eq(initiatives.companyId, companyId)))
    .orderBy(...ORDER);
  return rows.map(toInitiative);
}

/** Every key result's initiatives of one objective, in one statement (by key result, then order). */
export async function listObjectiveInitiatives(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<Initiative[]> {
  const rows = await selectInitiativeViews(db)
    .where(and(eq(keyResults.objectiveId, objectiveId), eq(initiatives.companyId, companyId)))
    .orderBy(asc(initiatives.keyResultId), ...ORDER);
  return rows.map(toInitiative);
}

/** The open initiatives a person owns, soonest due first (no date last), with where they belong. */
export async function listOpenInitiativesOf(
  db: Database,
  owner: CompanyReader & { id: string },
  limit: number,
): Promise<MyInitiative[]> {
  const rows = await db
    .select({
      initiative: initiatives,
      objectiveId: keyResults.objectiveId,
      ownerName: users.name,
      ownerAvatar: users.avatar,
      keyResultTitle: keyResults.title,
      objectiveTitle: objectives.title,
    })
    .from(initiatives)
    .innerJoin(keyResults, eq(keyResults.id, initiatives.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(users, eq(users.id, initiatives.ownerId))
    .where(
      and(
        eq(initiatives.companyId, owner.companyId),
        eq(initiatives.ownerId, owner.id),
        sql`${initiatives.status} in ('not_started', 'in_progress')`,
        eq(objectives.status, 'active'),
        objectiveVisibleTo(owner),
      ),
    )
    .orderBy(sql`${initiatives.dueDate} asc nulls last`, ...ORDER)
    .limit(limit);
  return rows.map((row) => ({
    ...toInitiative(row),
    keyResultTitle: row.keyResultTitle,
    objectiveTitle: row.objectiveTitle,
  }));
}

export async function findInitiativeView(
  db: Database,
  companyId: string,
  id: string,
): Promise<Initiative | undefined> {
  const [row] = await selectInitiativeViews(db).where(
    and(eq(initiatives.id, id), eq(initiatives.companyId, companyId)),
  );
  return row && toInitiative(row);
}

export async function findInitiativeRow(
  db: Database,
  companyId: string,
  id: string,
): Promise<InitiativeRow | undefined> {
  const [row] = await db
    .select()
    .from(initiatives)
    .where(and(eq(initiatives.id, id), eq(initiatives.companyId, companyId)));
  return row;
}

export type InitiativeValues = {
  title: string;
  ownerId: string;
  status: InitiativeStatus;
  dueDate: string | null;
};

/** Appends an initiative after the key result's last one. */
export async function insertInitiative(
  db: Database,
  companyId: string,
  keyResultId: string,
  values: InitiativeValues,
): Promise<string> {
  const [last] = await db
    .select({ position: max(initiatives.position) })
    .from(initiatives)
    .where(and(eq(initiatives.keyResultId, keyResultId), eq(initiatives.companyId, companyId)));
  const [row] = await db
    .insert(initiatives)
    .values({ ...values, companyId, keyResultId, position: (last?.position ?? -1) + 1 })
    .returning({ id: initiatives.id });
  if (!row) throw new Error('initiative insert returned no row');
  return row.id;
}

export async function updateInitiative(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<InitiativeValues>,
): Promise<void> {
  await db
    .update(initiatives)
    .set(values)
    .where(and(eq(initiatives.id, id), eq(initiatives.companyId, companyId)));
}

export async function deleteInitiative(db: Database, companyId: string, id: string): Promise<void> {
  await db
    .delete(initiatives)
    .where(and(eq(initiatives.id, id), eq(initiatives.companyId, companyId)));
}

/** The ids of a key result's initiatives (any order). */
export async function initiativeIdsOf(
  db: Database,
  companyId: string,
  keyResultId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(and(eq(initiatives.keyResultId, keyResultId), eq(initiatives.companyId, companyId)));
  return rows.map((row) => row.id);
}

/** Gives each id its index as position, in one statement. */
export async function reorderInitiatives(
  db: Database,
  companyId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const positions = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await db
    .update(initiatives)
    .set({ position: sql`case ${initiatives.id} ${positions} end` })
    .where(and(inArray(initiatives.id, ids), eq(initiatives.companyId, companyId)));
}
