import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canCheckIn } from '@rumo/shared/objectives/permissions';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { queueCheckInWrite } from './check-in-batches';
import {
  type CheckInTarget,
  type NewCheckIn,
  readCheckInTarget,
  type WrittenCheckIn,
} from './check-in-create.repository';
import { forgetTarget, recallTarget, rememberTarget } from './check-in-targets';
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
 * Writes tried before giving up: each further one follows an edit of the key result, its
 * objective or its cycle in the instant between the read and the write's lock.
 */
const MAX_ATTEMPTS = 5;

function checkInValues(user: AuthUser, target: CheckInTarget, input: CheckInInput): NewCheckIn {
  if (!canCheckIn(actorOf(user), target)) throw forbidden();
  assertOpen(target);
  const today = todayInTimeZone(new Date(), target.timeZone);
  const date = validDate(today, input.date);
  return {
    companyId: user.companyId,
    keyResultId: target.id,
    authorId: user.id,
    value: input.value,
    confidence: input.confidence,
    comment: input.comment,
    date,
    today,
    progress: progressAt(target, input.value),
    label: target.title,
    after: { value: input.value, confidence: input.confidence, comment: input.comment, date },
    facts: target.facts,
  };
}

/**
 * A new check-in in one or two statements and no open transaction: the key result is read
 * without a lock (or recalled from this process's last check-in on it) and the rules applied to
 * it here; then rumo_write_check_in locks, checks that what the rules read is unchanged (else
 * this reads again) and writes the check-in, the key result's reading, the objective's roll-up,
 * the activity entry and the evolution mark in its own transaction. The locks are never held
 * across a round trip. The evolution figures are recomputed by the `evolution-refresh` job after
 * the commit. The answer is built from what was written.
 */
export async function createCheckIn(
  db: Database,
  user: AuthUser,
  keyResultId: string,
  input: CheckInInput,
): Promise<CreatedCheckIn> {
  let target = recallTarget(db, user.companyId, keyResultId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recalled = target !== undefined;
    target ??= await readCheckInTarget(db, user.companyId, keyResultId);
    if (!target) throw notFound(objectiveMessages.keyResultNotFound);
    let values: NewCheckIn;
    try {
      values = checkInValues(user, target, input);
    } catch (refusal) {
      // Refused on what this process remembered: decided again on what the database holds.
      if (!recalled) throw refusal;
      forgetTarget(db, user.companyId, keyResultId);
      target = undefined;
      continue;
    }
    const written = await queueCheckInWrite(db, target.objectiveId, values);
    if (written) {
      rememberTarget(db, user.companyId, target);
      return created(user, target, input, values.date, written);
    }
    forgetTarget(db, user.companyId, keyResultId);
    target = undefined;
  }
  throw new Error(`check-in on ${keyResultId}: its key result kept changing`);
}

function created(
  user: AuthUser,
  target: CheckInTarget,
  input: CheckInInput,
  date: string,
  row: WrittenCheckIn,
): CreatedCheckIn {
  return {
    checkIn: {
      id: row.id,
      keyResultId: target.id,
      value: input.value,
      previousValue: row.previousValue,
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
}
