import type { Pillar } from '@rumo/shared/planning/contracts';
import { and, asc, eq, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { selectCycleId } from '../cycles/public';
import { objectives } from '../objectives/objectives.table';
import { users } from '../users/users.table';
import { type PillarRow, pillars, strategicPlans } from './planning.table';

export type PlanValues = { mission: string | null; vision: string | null; values: string[] };
export type PillarValues = Pick<PillarRow, 'name' | 'description' | 'color'>;

export const toPillar = (row: PillarRow): Pillar => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
});

/** Mission, vision and values; a company that never saved them gets empty ones. */
export async function findPlan(db: Database, companyId: string): Promise<PlanValues> {
  const [row] = await db
    .select({
      mission: strategicPlans.mission,
      vision: strategicPlans.vision,
      values: strategicPlans.values,
    })
    .from(strategicPlans)
    .where(eq(strategicPlans.companyId, companyId));
  return row ?? { mission: null, vision: null, values: [] };
}

export async function upsertPlan(db: Database, companyId: string, plan: PlanValues) {
  await db
    .insert(strategicPlans)
    .values({ companyId, ...plan })
    .onConflictDoUpdate({ target: strategicPlans.companyId, set: plan });
}

export async function listPillars(db: Database, companyId: string): Promise<PillarRow[]> {
  return db
    .select()
    .from(pillars)
    .where(eq(pillars.companyId, companyId))
    .orderBy(asc(pillars.position), asc(pillars.createdAt), asc(pillars.id));
}

export async function findPillar(
  db: Database,
  companyId: string,
  id: string,
): Promise<PillarRow | undefined> {
  const [row] = await db
    .select()
    .from(pillars)
    .where(and(eq(pillars.id, id), eq(pillars.companyId, companyId)));
  return row;
}

/** Appends a pillar after the company's others. */
export async function insertPillar(
  db: Database,
  companyId: string,
  values: PillarValues,
): Promise<PillarRow> {
  const [last] = await db
    .select({ position: max(pillars.position) })
    .from(pillars)
    .where(eq(pillars.companyId, companyId));
  const [row] = await db
    .insert(pillars)
    .values({ ...values, companyId, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('pillar insert returned no row');
  return row;
}

export async function updatePillar(
  db: Database,
  companyId: string,
  id: string,
  values: PillarValues,
): Promise<void> {
  await db
    .update(pillars)
    .set(values)
    .where(and(eq(pillars.id, id), eq(pillars.companyId, companyId)));
}

/** Objectives aligned to it lose the alignment (foreign key sets null). */
export async function deletePillar(db: Database, companyId: string, id: string): Promise<void> {
  await db.delete(pillars).where(and(eq(pillars.id, id), eq(pillars.companyId, companyId)));
}

/**
 * The cycle (asked or current) and those of its objectives the coverage view shows (aligned to
 * a pillar, or to nothing), in one statement; the cycle row comes back even without objectives.
 */
const coverageStatement = preparedPerDatabase(
  (askedCycle: boolean) => String(askedCycle),
  (db, askedCycle) => {
    const companyId = sql.placeholder('companyId');
    const cycle = db
      .$with('coverage_cycle')
      .as(selectCycleId(db, companyId, askedCycle ? sql.placeholder('cycleId') : undefined));
    return db
      .with(cycle)
      .select({
        cycleId: cycle.id,
        objective: {
          id: objectives.id,
          title: objectives.title,
          level: objectives.level,
          progress: objectives.progress,
          pillarId: objectives.pillarId,
        },
        ownerName: users.name,
      })
      .from(cycle)
      .leftJoin(
        objectives,
        and(
          eq(objectives.companyId, companyId),
          eq(objectives.cycleId, cycle.id),
          or(isNotNull(objectives.pillarId), isNull(objectives.parentObjectiveId)),
        ),
      )
      .leftJoin(users, eq(users.id, objectives.ownerId))
      .orderBy(asc(objectives.level), asc(objectives.title), asc(objectives.id))
      .prepare(`planning_coverage_${askedCycle ? 'cycle' : 'current'}`);
  },
);

/** The cycle's id and the objectives coverage shows; undefined when there is no such cycle. */
export async function listCoverageObjectives(db: Database, companyId: string, cycleId?: string) {
  const rows = await coverageStatement(db, cycleId !== undefined).execute({ companyId, cycleId });
  const [first] = rows;
  if (!first) return undefined;
  const list = [];
  for (const { objective, ownerName } of rows) {
    if (objective) list.push({ ...objective, ownerName: ownerName ?? '' });
  }
  return { cycleId: first.cycleId, objectives: list };
}
