import type { KeyResult, KeyResultWithTrend } from '@rumo/shared/objectives/contracts';
import type { CycleStatus, ObjectiveStatus } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/check-ins.table';
import { cycles } from '../cycles/cycles.table';
import { users } from '../users/users.table';
import { type KeyResultRow, keyResults, objectives } from './objectives.table';

type TrendPoint = KeyResultWithTrend['trend'][number];

function selectKeyResultViews(db: Database) {
  return db
    .select({ keyResult: keyResults, ownerName: users.name, ownerAvatar: users.avatar })
    .from(keyResults)
    .innerJoin(users, eq(users.id, keyResults.ownerId));
}

type KeyResultViewRow = Awaited<ReturnType<typeof selectKeyResultViews>>[number];

function toKeyResult({ keyResult: kr, ownerName, ownerAvatar }: KeyResultViewRow): KeyResult {
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
  };
}

const keyResultId = sql`${keyResults}.${sql.identifier(keyResults.id.name)}`;
/**
 * The key result's trend: per day, the value of its latest check-in, oldest first. A subquery
 * of the same statement (read off check_ins_key_result_date_idx), so a card costs no request.
 */
const trend = sql<TrendPoint[]>`(
  select coalesce(json_agg(json_build_object('date', day.date, 'value', day.value) order by day.date), '[]'::json)
  from (
    select distinct on (${checkIns.date}) ${checkIns.date} as date, ${checkIns.value} as value
    from ${checkIns}
    where ${checkIns.keyResultId} = ${keyResultId}
    order by ${checkIns.date}, ${checkIns.createdAt} desc
  ) day
)`;

/** The key results of one objective, owners joined, each with its trend, in display order. */
export async function listKeyResultViews(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<KeyResultWithTrend[]> {
  const rows = await db
    .select({ keyResult: keyResults, ownerName: users.name, ownerAvatar: users.avatar, trend })
    .from(keyResults)
    .innerJoin(users, eq(users.id, keyResults.ownerId))
    .where(and(eq(keyResults.objectiveId, objectiveId), eq(keyResults.companyId, companyId)))
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt), asc(keyResults.id));
  return rows.map((row) => ({ ...toKeyResult(row), trend: row.trend }));
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
