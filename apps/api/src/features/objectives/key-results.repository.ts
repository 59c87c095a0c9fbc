import type { KeyResult } from '@rumo/shared/objectives/contracts';
import type { CycleStatus, ObjectiveStatus } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycles } from '../cycles/public';
import { kpis } from '../kpis/public';
import { users } from '../users/public';
import { type KeyResultRow, keyResults, objectives } from './objectives.table';

function selectKeyResultViews(db: Database) {
  return db
    .select({
      keyResult: keyResults,
      ownerName: users.name,
      ownerAvatar: users.avatar,
      kpiName: kpis.name,
    })
    .from(keyResults)
    .innerJoin(users, eq(users.id, keyResults.ownerId))
    .leftJoin(kpis, eq(kpis.id, keyResults.kpiId));
}

type KeyResultViewRow = Awaited<ReturnType<typeof selectKeyResultViews>>[number];

function toKeyResult({
  keyResult: kr,
  ownerName,
  ownerAvatar,
  kpiName,
}: KeyResultViewRow): KeyResult {
  return {
    id: kr.id,
    objectiveId: kr.objectiveId,
    title: kr.title,
    type: kr.type,
    start: kr.startValue,
    target: kr.targetValue,
    current: kr.currentValue,
    unit: kr.unit,
    customUnit: kr.customUnit,
    decimals: kr.decimals,
    weight: kr.weight,
    owner: { id: kr.ownerId, name: ownerName, avatar: ownerAvatar },
    dueDate: kr.dueDate,
    confidence: kr.confidence,
    progress: kr.progress,
    lastCheckInAt: kr.lastCheckInAt ? kr.lastCheckInAt.toISOString() : null,
    kpi: kr.kpiId && kpiName !== null ? { id: kr.kpiId, name: kpiName } : null,
  };
}

/** The key results of one objective, owners joined, in display order. */
export async function listKeyResultViews(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<KeyResult[]> {
  const rows = await selectKeyResultViews(db)
    .where(and(eq(keyResults.objectiveId, objectiveId), eq(keyResults.companyId, companyId)))
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt), asc(keyResults.id));
  return rows.map(toKeyResult);
}

export async function findKeyResultView(
  db: Database,
  companyId: string,
  id: string,
): Promise<KeyResult | undefined> {
  const [row] = await selectKeyResultViews(db).where(
    and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)),
  );
  return row && toKeyResult(row);
}

export type KeyResultWithObjective = KeyResultRow & {
  objectiveOwnerId: string;
  objectiveStatus: ObjectiveStatus;
  cycleStatus: CycleStatus;
};

/** A key result with what its permission rule and the closed objective/cycle checks need. */
export async function findKeyResultWithObjective(
  db: Database,
  companyId: string,
  id: string,
): Promise<KeyResultWithObjective | undefined> {
  const [row] = await db
    .select({
      keyResult: keyResults,
      objectiveOwnerId: objectives.ownerId,
      objectiveStatus: objectives.status,
      cycleStatus: cycles.status,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(cycles, eq(cycles.id, objectives.cycleId))
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
  return (
    row && {
      ...row.keyResult,
      objectiveOwnerId: row.objectiveOwnerId,
      objectiveStatus: row.objectiveStatus,
      cycleStatus: row.cycleStatus,
    }
  );
}

export type KeyResultValues = Pick<
  KeyResultRow,
  | 'title'
  | 'type'
  | 'startValue'
  | 'targetValue'
  | 'unit'
  | 'customUnit'
  | 'decimals'
  | 'weight'
  | 'ownerId'
  | 'dueDate'
  | 'kpiId'
>;

/** Appends a key result at the end of its objective's list. */
export async function insertKeyResult(
  db: Database,
  values: KeyResultValues &
    Pick<KeyResultRow, 'companyId' | 'objectiveId' | 'currentValue' | 'progress'>,
): Promise<KeyResultRow> {
  const [last] = await db
    .select({ position: max(keyResults.position) })
    .from(keyResults)
    .where(eq(keyResults.objectiveId, values.objectiveId));
  const position = (last?.position ?? -1) + 1;
  const [row] = await db
    .insert(keyResults)
    .values({ ...values, position })
    .returning();
  if (!row) throw new Error('key result insert returned no row');
  return row;
}

export async function updateKeyResult(
  db: Database,
  companyId: string,
  id: string,
  values: KeyResultValues,
): Promise<void> {
  await db
    .update(keyResults)
    .set(values)
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
}

export async function deleteKeyResult(db: Database, companyId: string, id: string): Promise<void> {
  await db
    .delete(keyResults)
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
}
