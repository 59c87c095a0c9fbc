import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import { and, desc, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { type CycleRow, cycles } from './cycles.table';

/** Active first, then the newest in planning, then the newest closed one. */
const currentOrder = [
  sql`case ${cycles.status} when 'active' then 0 when 'planning' then 1 else 2 end`,
  desc(cycles.startDate),
  desc(cycles.createdAt),
];

/**
 * The id of the company's current cycle as a scalar subquery, so list queries compute it once
 * instead of once per row.
 */
export function currentCycleIdSql(companyId: string | SQLWrapper): SQL {
  return sql`(select ${cycles.id} from ${cycles} where ${cycles.companyId} = ${companyId}
    order by ${sql.join(currentOrder, sql`, `)} limit 1)`;
}

/**
 * The id of the asked cycle (none when not the company's) or, without `cycleId`, of the current
 * one, as a query other statements embed (e.g. a CTE); values may be `sql.placeholder`s.
 */
export function selectCycleId(
  db: Database,
  companyId: string | SQLWrapper,
  cycleId?: string | SQLWrapper,
) {
  const query = db.select({ id: cycles.id }).from(cycles);
  if (cycleId !== undefined) {
    return query.where(and(eq(cycles.id, cycleId), eq(cycles.companyId, companyId))).limit(1);
  }
  return query
    .where(eq(cycles.companyId, companyId))
    .orderBy(...currentOrder)
    .limit(1);
}

/** The cycle the app opens on (see cycleSchema.isCurrent); other features use it as default. */
export async function findCurrentCycle(
  db: Database,
  companyId: string,
): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(eq(cycles.companyId, companyId))
    .orderBy(...currentOrder)
    .limit(1);
  return row;
}

export async function findCycle(
  db: Database,
  companyId: string,
  id: string,
): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, id), eq(cycles.companyId, companyId)));
  return row;
}

export type CycleView = CycleRow & { isCurrent: boolean };

const currentCycle = (db: Database) =>
  db.$with('current_cycle').as(selectCycleId(db, sql.placeholder('companyId')));

/** The columns of a cycle view: the row and whether it is the current one. */
function cycleViewColumns(current: ReturnType<typeof currentCycle>) {
  return {
    cycle: cycles,
    isCurrent: sql<boolean>`${cycles.id} is not distinct from (select ${current.id} from ${current})`,
  };
}

/** A cycle (or, without `id`, the current one) with its current flag, in one statement. */
const cycleViewStatement = preparedPerDatabase(
  (byId: boolean) => String(byId),
  (db, byId) => {
    const current = currentCycle(db);
    return db
      .with(current)
      .select(cycleViewColumns(current))
      .from(cycles)
      .where(
        and(
          eq(cycles.companyId, sql.placeholder('companyId')),
          eq(cycles.id, byId ? sql.placeholder('id') : sql`(select ${current.id} from ${current})`),
        ),
      )
      .prepare(`cycle_view_${byId ? 'by_id' : 'current'}`);
  },
);

export async function findCycleView(
  db: Database,
  companyId: string,
  id?: string,
): Promise<CycleView | undefined> {
  const [row] = await cycleViewStatement(db, id !== undefined).execute({ companyId, id });
  return row && { ...row.cycle, isCurrent: row.isCurrent };
}

/** A page of the company's cycles, newest first, with the filtered total, in one statement. */
const cycleListStatement = preparedPerDatabase(
  (byStatus: boolean) => String(byStatus),
  (db, byStatus) => {
    const current = currentCycle(db);
    return db
      .with(current)
      .select({
        ...cycleViewColumns(current),
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(cycles)
      .where(
        and(
          eq(cycles.companyId, sql.placeholder('companyId')),
          byStatus ? eq(cycles.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(desc(cycles.startDate), desc(cycles.createdAt), cycles.id)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`cycle_list_${byStatus ? 'status' : 'all'}`);
  },
);

export async function listCycles(
  db: Database,
  companyId: string,
  { page, limit, status }: { page: number; limit: number; status?: CycleStatus | undefined },
): Promise<{ rows: CycleView[]; total: number }> {
  const offset = (page - 1) * limit;
  const rows = await cycleListStatement(db, status !== undefined).execute({
    companyId,
    status,
    limit,
    offset,
  });
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the total: count apart only then.
  if (rows.length === 0 && offset > 0) {
    const where = and(
      eq(cycles.companyId, companyId),
      status ? eq(cycles.status, status) : undefined,
    );
    total = await db.$count(cycles, where);
  }
  return {
    rows: rows.map((row) => ({ ...row.cycle, isCurrent: row.isCurrent })),
    total,
  };
}

/** Another active cycle of the company than `exceptId`, if any. */
export async function findOtherActiveCycle(
  db: Database,
  companyId: string,
  exceptId: string,
): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(
      and(eq(cycles.companyId, companyId), eq(cycles.status, 'active'), ne(cycles.id, exceptId)),
    )
    .limit(1);
  return row;
}

export async function insertCycle(
  db: Database,
  values: Pick<CycleRow, 'companyId' | 'name' | 'startDate' | 'endDate'>,
): Promise<CycleRow> {
  const [row] = await db.insert(cycles).values(values).returning();
  if (!row) throw new Error('cycle insert returned no row');
  return row;
}

export async function updateCycle(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'status'>>,
): Promise<void> {
  await db
    .update(cycles)
    .set(changes)
    .where(and(eq(cycles.id, id), eq(cycles.companyId, companyId)));
}

export async function deleteCycle(db: Database, companyId: string, id: string): Promise<void> {
  await db.delete(cycles).where(and(eq(cycles.id, id), eq(cycles.companyId, companyId)));
}
