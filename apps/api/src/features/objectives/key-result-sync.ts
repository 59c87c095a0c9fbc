import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { CONFIDENCES } from '@rumo/shared/okr/key-result-types';
import {
  keyResultProgress,
  milestoneCounts,
  objectiveProgress,
  roundProgress,
} from '@rumo/shared/okr/progress';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { initiatives } from './initiatives/initiatives.table';
import { keyResults, objectives } from './objectives.table';

export type KeyResultState = {
  current: number;
  confidence: Confidence | null;
  lastCheckInAt: Date | null;
};

/**
 * Locks a key result's objective row until the transaction ends. Every transaction that writes a
 * key result and rolls its objective up takes this lock before the key result's, the order
 * rumo_write_check_in takes them in, so none waits on another in a cycle.
 */
export async function lockObjectiveOfKeyResult(
  db: Database,
  companyId: string,
  keyResultId: string,
): Promise<void> {
  await db
    .select({ id: objectives.id })
    .from(objectives)
    .innerJoin(keyResults, eq(keyResults.objectiveId, objectives.id))
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)))
    .for('no key update', { of: objectives });
}

/**
 * The objectives feature's public way to move a key result (check-ins use it): stores the new
 * value and confidence, recomputes the key result's progress with the shared formula and then
 * its objective's progress and confidence. Run it inside the caller's transaction. A milestone
 * key result keeps its value (its initiatives done, refreshMilestoneKeyResult): a check-in moves
 * only its confidence.
 */
export async function syncKeyResult(
  db: Database,
  companyId: string,
  keyResultId: string,
  state: KeyResultState,
): Promise<void> {
  const [keyResult] = await db
    .select()
    .from(keyResults)
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)));
  if (!keyResult) return;
  const current = keyResult.type === 'milestone' ? keyResult.currentValue : state.current;
  const progress = roundProgress(
    keyResultProgress({
      type: keyResult.type,
      start: keyResult.startValue,
      target: keyResult.targetValue,
      current,
    }),
  );
  await db
    .update(keyResults)
    .set({
      currentValue: current,
      confidence: state.confidence,
      lastCheckInAt: state.lastCheckInAt,
      progress,
    })
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)));
  await refreshObjectiveProgress(db, companyId, keyResult.objectiveId);
}

/**
 * A milestone key result scored again from its initiatives (done out of those not canceled),
 * with the shared formula, and its objective rolled up; any other type is left alone, as
 * initiatives never move it. Run it in the transaction that changed the initiatives, after
 * lockObjectiveOfKeyResult.
 */
export async function refreshMilestoneKeyResult(
  db: Database,
  companyId: string,
  keyResultId: string,
): Promise<void> {
  const [keyResult] = await db
    .select({ type: keyResults.type, objectiveId: keyResults.objectiveId })
    .from(keyResults)
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)));
  if (keyResult?.type !== 'milestone') return;
  const rows = await db
    .select({ status: initiatives.status })
    .from(initiatives)
    .where(and(eq(initiatives.keyResultId, keyResultId), eq(initiatives.companyId, companyId)));
  const { current, target } = milestoneCounts(rows.map((row) => row.status));
  const progress = roundProgress(
    keyResultProgress({ type: 'milestone', start: 0, target, current }),
  );
  await db
    .update(keyResults)
    .set({ startValue: 0, targetValue: target, currentValue: current, progress })
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)));
  await refreshObjectiveProgress(db, companyId, keyResult.objectiveId);
}

/**
 * Recomputes an objective's cached progress (weighted) and confidence (worst of its key
 * results). The evolution chart follows from the event the caller publishes.
 */
export async function refreshObjectiveProgress(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<void> {
  const rows = await db
    .select({
      progress: keyResults.progress,
      weight: keyResults.weight,
      confidence: keyResults.confidence,
    })
    .from(keyResults)
    .where(and(eq(keyResults.objectiveId, objectiveId), eq(keyResults.companyId, companyId)));
  const progress = roundProgress(objectiveProgress(rows));
  const confidence = worstConfidence(rows.map((row) => row.confidence));
  await db
    .update(objectives)
    .set({ progress, confidence })
    .where(and(eq(objectives.id, objectiveId), eq(objectives.companyId, companyId)));
}

function worstConfidence(values: (Confidence | null)[]): Confidence | null {
  let worst: Confidence | null = null;
  for (const value of values) {
    if (value && (worst === null || CONFIDENCES.indexOf(value) > CONFIDENCES.indexOf(worst))) {
      worst = value;
    }
  }
  return worst;
}
