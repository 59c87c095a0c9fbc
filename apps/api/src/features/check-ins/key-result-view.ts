import type { KeyResult } from '@rumo/shared/objectives/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { keyResults, objectives } from '../objectives/public';
import { users } from '../users/public';

/**
 * Columns of a key result as the API answers it, with its owner and objective, for the
 * read-only lists of check-ins and the dashboard (pending, at risk, "Meus OKRs").
 */
export const keyResultViewColumns = {
  id: keyResults.id,
  objectiveId: keyResults.objectiveId,
  title: keyResults.title,
  type: keyResults.type,
  startValue: keyResults.startValue,
  targetValue: keyResults.targetValue,
  currentValue: keyResults.currentValue,
  unit: keyResults.unit,
  customUnit: keyResults.customUnit,
  decimals: keyResults.decimals,
  weight: keyResults.weight,
  ownerId: users.id,
  ownerName: users.name,
  ownerAvatar: users.avatar,
  dueDate: keyResults.dueDate,
  confidence: keyResults.confidence,
  progress: keyResults.progress,
  lastCheckInAt: keyResults.lastCheckInAt,
  objectiveTitle: objectives.title,
};

export type KeyResultWithObjective = KeyResult & { objective: { id: string; title: string } };

/** `select … from key_results` joined to its owner and objective; add where/order/limit. */
export function selectKeyResultViews(db: Database) {
  return db
    .select(keyResultViewColumns)
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(users, eq(users.id, keyResults.ownerId));
}

export type KeyResultViewRow = Awaited<
  ReturnType<ReturnType<typeof selectKeyResultViews>['execute']>
>[number];

export function toKeyResultView(row: KeyResultViewRow): KeyResultWithObjective {
  return {
    id: row.id,
    objectiveId: row.objectiveId,
    title: row.title,
    type: row.type,
    start: row.startValue,
    target: row.targetValue,
    current: row.currentValue,
    unit: row.unit,
    customUnit: row.customUnit,
    decimals: row.decimals,
    weight: row.weight,
    owner: { id: row.ownerId, name: row.ownerName, avatar: row.ownerAvatar },
    dueDate: row.dueDate,
    confidence: row.confidence,
    progress: row.progress,
    lastCheckInAt: row.lastCheckInAt ? row.lastCheckInAt.toISOString() : null,
    objective: { id: row.objectiveId, title: row.objectiveTitle },
  };
}
