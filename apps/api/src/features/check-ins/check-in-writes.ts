import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { canChangeCheckIn, canCheckIn } from '@rumo/shared/objectives/permissions';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { type KeyResultState, keyResultVisibleTo, syncKeyResult } from '../objectives/public';
import { queueCheckInWrite, type RecordedWithoutRow } from './check-in-batches';
import { actorOf, assertOpen, type CheckInInput, validDate } from './check-in-rules';
import { forgetTarget, recallTarget, rememberTarget } from './check-in-targets';
import {
  type CheckInTarget,
  deleteCheckIn,
  findCheckIn,
  findCurrentCheckIn,
  findNextCheckIn,
  type NewCheckIn,
  readCheckInTarget,
  updateCheckIn,
  type WrittenCheckIn,
} from './check-in-write.repository';
import { findKeyResultForCheckIn, findLatestCheckIn } from './check-ins.repository';
import { checkInView } from './check-ins.service';
import type { CheckInRow } from './check-ins.table';
import { loadCompanyCalendar } from './okr-calendar';
import type { CheckInEventBase, CheckInFacts } from './public';

// The one way a check-in is written: recorded (the POST, the app's hot write), changed or removed
// (by its author, their latest on the key result). Each one keeps the key result on its
// latest-dated check-in and its objective rolled up, in its commit; each then publishes its event
// (`check-in.recorded` / `.changed` / `.removed`, public.ts) for activity and evolution, which
// subscribe. See docs/decisions/0022-check-in-write-function.md.

/**
 * Writes tried before giving up: each further one follows an edit of the key result, its
 * objective or its cycle in the instant between the read and the write's lock.
 */
const MAX_ATTEMPTS = 5;

const factsOf = (row: Pick<CheckInRow, 'value' | 'confidence' | 'comment' | 'date'>) => ({
  value: row.value,
  confidence: row.confidence,
  comment: row.comment,
  date: row.date,
});

function decide(ctx: DomainContext, user: AuthUser, target: CheckInTarget, input: CheckInInput) {
  if (!canCheckIn(actorOf(user), target)) throw forbidden();
  assertOpen(target);
  const today = todayInTimeZone(ctx.now(), target.timeZone);
  const date = validDate(today, input.date);
  // A milestone key result's value is its initiatives done (a fact the write checks under its
  // lock): its check-in records that value with the confidence and comment given.
  const value = target.type === 'milestone' ? target.currentValue : input.value;
  const values: NewCheckIn = {
    companyId: user.companyId,
    keyResultId: target.id,
    authorId: user.id,
    value,
    confidence: input.confidence,
    comment: input.comment,
    date,
    progress: roundProgress(
      keyResultProgress({
        type: target.type,
        start: target.startValue,
        target: target.targetValue,
        current: value,
      }),
    ),
    facts: target.facts,
  };
  const recorded: RecordedWithoutRow = {
    companyId: user.companyId,
    actorId: user.id,
    keyResultId: target.id,
    keyResultTitle: target.title,
    objectiveId: target.objectiveId,
    cycleId: target.cycleId,
    day: today,
    after: { value, confidence: input.confidence, comment: input.comment, date },
  };
  return { values, recorded };
}

/**
 * A new check-in in one or two statements and no open transaction: the key result is read
 * without a lock (or recalled from this process's last check-in on it) and the rules applied to
 * it here; then rumo_write_check_ins (check-in-write.sql) locks, checks that what the rules read
 * is unchanged (else this reads again) and writes the check-in, the key result's reading and the
 * objective's roll-up, batched with the other check-ins of that instant (check-in-batches.ts),
 * which publishes `check-in.recorded` after the commit. The answer is built from what was written.
 */
export async function recordCheckIn(
  ctx: DomainContext,
  user: AuthUser,
  keyResultId: string,
  input: CheckInInput,
): Promise<CheckIn> {
  let target = recallTarget(ctx.db, user.companyId, keyResultId);
  // A target read for someone else proves nothing of what this writer may see, unless anyone
  // sees its objective (and stays so: its privacy and status are facts the write compares).
  if (target && !target.openToAll && user.role !== 'admin') target = undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recalled = target !== undefined;
    target ??= await readCheckInTarget(ctx.db, user, keyResultId);
    if (!target) throw notFound(objectiveMessages.keyResultNotFound);
    let decided: ReturnType<typeof decide>;
    try {
      decided = decide(ctx, user, target, input);
    } catch (refusal) {
      // Refused on what this process remembered: decided again on what the database holds.
      if (!recalled) throw refusal;
      forgetTarget(ctx.db, user.companyId, keyResultId);
      target = undefined;
      continue;
    }
    const written = await queueCheckInWrite(ctx, target.objectiveId, decided);
    if (written) {
      rememberTarget(ctx.db, user.companyId, target);
      return answer(user, decided.values, written);
    }
    forgetTarget(ctx.db, user.companyId, keyResultId);
    target = undefined;
  }
  throw new Error(`check-in on ${keyResultId}: its key result kept changing`);
}

function answer(user: AuthUser, values: NewCheckIn, row: WrittenCheckIn): CheckIn {
  return {
    id: row.id,
    keyResultId: values.keyResultId,
    value: values.value,
    previousValue: row.previousValue,
    confidence: values.confidence,
    comment: values.comment,
    date: values.date,
    author: { id: user.id, name: row.authorName, avatar: row.authorAvatar },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    editable: true,
  };
}

/**
 * The key result shows its check-in with the latest date (the newest saved among one day's), or
 * `fallback` once none is left; `lastCheckInAt` is when the newest one was saved (what the
 * weekly pendências look at). The objectives feature rolls its objective up.
 */
async function settleKeyResult(
  tx: Database,
  companyId: string,
  keyResultId: string,
  fallback: KeyResultState,
): Promise<void> {
  const current = await findCurrentCheckIn(tx, keyResultId);
  const newest = await findLatestCheckIn(tx, keyResultId);
  await syncKeyResult(
    tx,
    companyId,
    keyResultId,
    current && newest
      ? { current: current.value, confidence: current.confidence, lastCheckInAt: newest.createdAt }
      : fallback,
  );
}

/**
 * The check-in, its key result (its objective and it locked, in the order the POST's function
 * takes them), the company's today, and the proof that the caller may change it.
 */
async function loadChangeable(ctx: DomainContext, tx: Database, user: AuthUser, id: string) {
  const checkIn = await findCheckIn(tx, user.companyId, id);
  if (!checkIn) throw notFound(checkInMessages.notFound);
  const keyResult = await findKeyResultForCheckIn(tx, user.companyId, checkIn.keyResultId, {
    lock: true,
  });
  if (!keyResult) throw notFound(objectiveMessages.keyResultNotFound);
  // Who may no longer see the objective learns nothing of its check-ins, even their own.
  if (!(await keyResultVisibleTo(tx, user, checkIn.keyResultId))) {
    throw notFound(checkInMessages.notFound);
  }
  if (checkIn.authorId !== user.id) throw forbidden();
  const latestOfAuthor = await findLatestCheckIn(tx, checkIn.keyResultId, user.id);
  const isLatestOfAuthor = latestOfAuthor?.id === checkIn.id;
  if (!canChangeCheckIn(actorOf(user), { authorId: checkIn.authorId, isLatestOfAuthor })) {
    throw forbidden(checkInMessages.notLatest);
  }
  assertOpen(keyResult);
  const { today } = await loadCompanyCalendar(tx, user.companyId, ctx.now());
  const event: CheckInEventBase = {
    companyId: user.companyId,
    actorId: user.id,
    checkInId: checkIn.id,
    keyResultId: keyResult.id,
    keyResultTitle: keyResult.title,
    objectiveId: keyResult.objectiveId,
    cycleId: keyResult.cycleId,
    day: today,
  };
  return { checkIn, today, event, milestone: keyResult.type === 'milestone' };
}

/** The author's edit of their latest check-in; the next one's "before" follows it. */
export async function changeCheckIn(
  ctx: DomainContext,
  user: AuthUser,
  id: string,
  input: CheckInInput,
): Promise<CheckIn> {
  await inTransaction(ctx, async (tx, publish) => {
    const { checkIn, today, event, milestone } = await loadChangeable(ctx, tx, user, id);
    const after: CheckInFacts = {
      // A milestone key result's check-in keeps the value it recorded (initiatives own it).
      value: milestone ? checkIn.value : input.value,
      confidence: input.confidence,
      comment: input.comment,
      date: input.date ? validDate(today, input.date) : checkIn.date,
    };
    await updateCheckIn(tx, id, after);
    // The next check-in's "before" was this one: keep the chain of changes true.
    const next = await findNextCheckIn(tx, checkIn);
    if (next) {
      await updateCheckIn(tx, next.id, {
        previousValue: after.value,
        previousConfidence: after.confidence,
      });
    }
    await settleKeyResult(tx, user.companyId, checkIn.keyResultId, {
      current: after.value,
      confidence: after.confidence,
      lastCheckInAt: checkIn.createdAt,
    });
    publish('check-in.changed', { ...event, before: factsOf(checkIn), after });
  });
  return checkInView(ctx.db, id, true);
}

/**
 * The author's removal of their latest check-in: the next one's "before" becomes this one's, and
 * the key result goes back to its latest-dated check-in, or to the reading before this one.
 */
export async function removeCheckIn(ctx: DomainContext, user: AuthUser, id: string): Promise<void> {
  await inTransaction(ctx, async (tx, publish) => {
    const { checkIn, event } = await loadChangeable(ctx, tx, user, id);
    const next = await findNextCheckIn(tx, checkIn);
    await deleteCheckIn(tx, id);
    if (next) {
      await updateCheckIn(tx, next.id, {
        previousValue: checkIn.previousValue,
        previousConfidence: checkIn.previousConfidence,
      });
    }
    await settleKeyResult(tx, user.companyId, checkIn.keyResultId, {
      current: checkIn.previousValue,
      confidence: checkIn.previousConfidence,
      lastCheckInAt: null,
    });
    publish('check-in.removed', { ...event, before: factsOf(checkIn) });
  });
}
