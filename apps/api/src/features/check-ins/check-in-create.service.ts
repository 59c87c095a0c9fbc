import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canCheckIn } from '@rumo/shared/objectives/permissions';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordObjectiveEvolutionIn } from '../evolution/evolution-snapshots';
import {
  applyCheckIn,
  insertCheckInFindingNewer,
  lockCheckInTarget,
} from './check-in-create.repository';
import { actorOf, assertOpen, type CheckInInput, validDate } from './check-ins.service';

/**
 * A new check-in in a handful of statements inside one transaction: the locking read of its key
 * result, objective, cycle and time zone; the insert; the key result, objective roll-up and
 * activity entry; then the evolution refresh. The answer is built from what was written.
 */
export async function createCheckIn(
  db: Database,
  user: AuthUser,
  keyResultId: string,
  input: CheckInInput,
): Promise<CheckIn> {
  return db.transaction(async (tx) => {
    const target = await lockCheckInTarget(tx, user.companyId, keyResultId);
    if (!target) throw notFound(objectiveMessages.keyResultNotFound);
    if (!canCheckIn(actorOf(user), target)) throw forbidden();
    assertOpen(target);
    const today = todayInTimeZone(new Date(), target.timeZone);
    const date = validDate(today, input.date);
    const row = await insertCheckInFindingNewer(tx, {
      companyId: user.companyId,
      keyResultId,
      authorId: user.id,
      value: input.value,
      previousValue: target.currentValue,
      confidence: input.confidence,
      previousConfidence: target.confidence,
      comment: input.comment,
      date,
    });
    // The key result shows its check-in with the latest date; this one unless one is dated later.
    const current = row.newerValue ?? input.value;
    const createdAt = new Date(row.createdAt);
    const author = await applyCheckIn(
      tx,
      {
        companyId: user.companyId,
        keyResultId,
        objectiveId: target.objectiveId,
        current,
        confidence: row.newerValue === null ? input.confidence : row.newerConfidence,
        progress: roundProgress(
          keyResultProgress({
            type: target.type,
            start: target.startValue,
            target: target.targetValue,
            current,
          }),
        ),
        lastCheckInAt: createdAt,
      },
      {
        actorId: user.id,
        entityId: row.id,
        label: target.title,
        after: { value: input.value, confidence: input.confidence, comment: input.comment, date },
      },
    );
    const cycle = { id: target.cycleId, startDate: target.cycleStart, endDate: target.cycleEnd };
    await recordObjectiveEvolutionIn(tx, user.companyId, cycle, target.objectiveId, today);
    return {
      id: row.id,
      keyResultId,
      value: input.value,
      previousValue: target.currentValue,
      confidence: input.confidence,
      comment: input.comment,
      date,
      author: { id: user.id, name: author.name, avatar: author.avatar },
      createdAt: createdAt.toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      editable: true,
    };
  });
}
