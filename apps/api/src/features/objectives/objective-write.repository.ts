import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type KeyResultRow, keyResults, type ObjectiveRow, objectives } from './objectives.table';

export type ObjectiveValues = Pick<
  ObjectiveRow,
  | 'cycleId'
  | 'title'
  | 'description'
  | 'level'
  | 'teamId'
  | 'ownerId'
  | 'parentObjectiveId'
  | 'pillarId'
  | 'status'
  | 'private'
>;

export async function insertObjective(
  db: Database,
  companyId: string,
  values: ObjectiveValues,
): Promise<ObjectiveRow> {
  const [row] = await db
    .insert(objectives)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('objective insert returned no row');
  return row;
}

export async function updateObjective(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<
    ObjectiveValues & Pick<ObjectiveRow, 'result' | 'closingComment' | 'closedAt' | 'reopenStatus'>
  >,
): Promise<void> {
  await db
    .update(objectives)
    .set(changes)
    .where(and(eq(objectives.id, id), eq(objectives.companyId, companyId)));
}

/** Its key results and their check-ins go with it (foreign keys cascade). */
export async function deleteObjective(db: Database, companyId: string, id: string): Promise<void> {
  await db
    .delete(objectives)
    .where(and(eq(objectives.id, id), eq(objectives.companyId, companyId)));
}

export async function findKeyResultRows(
  db: Database,
  companyId: string,
  objectiveId: string,
  ids: string[],
): Promise<KeyResultRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(keyResults)
    .where(
      and(
        eq(keyResults.companyId, companyId),
        eq(keyResults.objectiveId, objectiveId),
        inArray(keyResults.id, ids),
      ),
    )
    .orderBy(keyResults.position, keyResults.createdAt);
}

/** Copies key results onto another objective as new ones: back at their start value, no check-ins. */
export async function copyKeyResults(
  db: Database,
  objectiveId: string,
  sources: KeyResultRow[],
): Promise<void> {
  if (sources.length === 0) return;
  await db.insert(keyResults).values(
    sources.map((source, position) => ({
      companyId: source.companyId,
      objectiveId,
      title: source.title,
      type: source.type,
      startValue: source.startValue,
      // A milestone one counts its own initiatives, and none is copied.
      targetValue: source.type === 'milestone' ? 0 : source.targetValue,
      currentValue: source.startValue,
      unit: source.unit,
      customUnit: source.customUnit,
      decimals: source.decimals,
      weight: source.weight,
      ownerId: source.ownerId,
      kpiId: source.kpiId,
      dueDate: null,
      progress: roundProgress(
        keyResultProgress({
          type: source.type,
          start: source.startValue,
          target: source.type === 'milestone' ? 0 : source.targetValue,
          current: source.startValue,
        }),
      ),
      position,
    })),
  );
}
