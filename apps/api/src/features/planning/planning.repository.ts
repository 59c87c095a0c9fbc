import type { Pillar } from '@rumo/shared/planning/contracts';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
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
