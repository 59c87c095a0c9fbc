import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canCheckIn } from '@rumo/shared/objectives/permissions';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { rawTransaction } from '../../db/raw-transaction';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  applyNewerReading,
  type CheckInTarget,
  lockCheckInTarget,
  writeCheckIn,
} from './check-in-create.repository';
import { actorOf, assertOpen, type CheckInInput, validDate } from './check-ins.service';

const progressAt = (target: CheckInTarget, current: number) =>
  roundProgress(
    keyResultProgress({
      type: target.type,
      start: target.startValue,
      target: target.targetValue,
      current,
    }),
  );

export type CreatedCheckIn = {
  checkIn: CheckIn;
  /** Where the evolution refresh job must look (its objective is marked in the same commit). */
  refresh: { companyId: string; cycleId: string };
};

/**
 * A new check-in in one transaction of two statements: the locking read of its key result,
 * objective, cycle and time zone; then the check-in, the key result's reading, the objective's
 * roll-up, the activity entry and the evolution mark (a third statement only when a check-in
 * dated later keeps the key result's reading). The evolution figures are recomputed by the
 * `evolution-refresh` job after the commit. The answer is built from what was written.
 */
export async function createCheckIn(
  db: Database,
  user: AuthUser,
  keyResultId: string,
  input: CheckInInput,
): Promise<CreatedCheckIn> {
  return rawTransaction(db, async (tx) => {
    const target = await lockCheckInTarget(tx, user.companyId, keyResultId);
    if (!target) throw notFound(objectiveMessages.keyResultNotFound);
    if (!canCheckIn(actorOf(user), target)) throw forbidden();
    assertOpen(target);
    const today = todayInTimeZone(new Date(), target.timeZone);
    const date = validDate(today, input.date);
    const row = await writeCheckIn(tx, {
      companyId: user.companyId,
      keyResultId,
      objectiveId: target.objectiveId,
      cycleId: target.cycleId,
      authorId: user.id,
      value: input.value,
      previousValue: target.currentValue,
      confidence: input.confidence,
      previousConfidence: target.confidence,
      comment: input.comment,
      date,
      today,
      progress: progressAt(target, input.value),
      label: target.title,
      after: { value: input.value, confidence: input.confidence, comment: input.comment, date },
    });
    // The key result shows its check-in with the latest date; this one unless one is dated later.
    if (row.newerValue !== null) {
      await applyNewerReading(tx, {
        companyId: user.companyId,
        keyResultId,
        objectiveId: target.objectiveId,
        current: row.newerValue,
        confidence: row.newerConfidence,
        progress: progressAt(target, row.newerValue),
        lastCheckInAt: row.createdAt,
      });
    }
    return {
      checkIn: {
        id: row.id,
        keyResultId,
        value: input.value,
        previousValue: target.currentValue,
        confidence: input.confidence,
        comment: input.comment,
        date,
        author: { id: user.id, name: row.authorName, avatar: row.authorAvatar },
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(row.updatedAt).toISOString(),
        editable: true,
      },
      refresh: { companyId: user.companyId, cycleId: target.cycleId },
    };
  });
}
