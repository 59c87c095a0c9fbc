import type { CheckIn, checkInBodySchema } from '@rumo/shared/check-ins/contracts';
import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import { errorCodes } from '@rumo/shared/common/errors';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { type Actor, canChangeCheckIn } from '@rumo/shared/objectives/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/activity.service';
import { type KeyResultState, syncKeyResult } from '../objectives/key-result-sync';
import {
  type CheckInViewRow,
  deleteCheckIn as deleteCheckInRow,
  findCheckIn,
  findCheckInView,
  findCurrentCheckIn,
  findKeyResultForCheckIn,
  findLatestCheckIn,
  findNextCheckIn,
  type KeyResultForCheckIn,
  listKeyResultCheckIns,
  updateCheckIn as updateCheckInRow,
} from './check-ins.repository';
import type { CheckInRow } from './check-ins.table';
import { loadCompanyCalendar } from './okr-calendar';

export type CheckInInput = z.output<typeof checkInBodySchema>;

/** Check-in rules never look at the team, so the actor needs none. */
export const actorOf = (user: AuthUser): Actor => ({ id: user.id, role: user.role, teamId: null });

export function toCheckIn(row: CheckInViewRow, editable: boolean): CheckIn {
  return {
    id: row.id,
    keyResultId: row.keyResultId,
    value: row.value,
    previousValue: row.previousValue,
    confidence: row.confidence,
    comment: row.comment,
    date: row.date,
    author: { id: row.authorId, name: row.authorName, avatar: row.authorAvatar },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable,
  };
}

async function loadKeyResult(db: Database, companyId: string, id: string, options = {}) {
  const keyResult = await findKeyResultForCheckIn(db, companyId, id, options);
  if (!keyResult) throw notFound(objectiveMessages.keyResultNotFound);
  return keyResult;
}

/** A closed objective or cycle keeps its history as it was. */
export function assertOpen(
  keyResult: Pick<KeyResultForCheckIn, 'objectiveStatus' | 'cycleStatus'>,
): void {
  if (keyResult.objectiveStatus === 'closed') {
    throw conflict('OBJECTIVE_CLOSED', objectiveMessages.closed);
  }
  if (keyResult.cycleStatus === 'closed') throw conflict('CYCLE_CLOSED', cycleMessages.closed);
}

/** The day a check-in counts for: today by default, never after today. */
export function validDate(today: string, date: string | undefined): string {
  if (!date) return today;
  if (date > today) {
    throw badRequest(errorCodes.validation, checkInMessages.futureDate, [
      { path: 'date', message: checkInMessages.futureDate },
    ]);
  }
  return date;
}

async function checkInDate(db: Database, companyId: string, date: string | undefined) {
  const { today } = await loadCompanyCalendar(db, companyId);
  return validDate(today, date);
}

const snapshot = (row: Pick<CheckInRow, 'value' | 'confidence' | 'comment' | 'date'>) => ({
  value: row.value,
  confidence: row.confidence,
  comment: row.comment,
  date: row.date,
});

/**
 * The key result shows its check-in with the latest date, or `fallback` once none is left;
 * `lastCheckInAt` is when the newest one was saved (what the weekly pendências look at).
 */
async function syncFromLatest(
  db: Database,
  companyId: string,
  keyResultId: string,
  fallback: KeyResultState,
): Promise<void> {
  const current = await findCurrentCheckIn(db, keyResultId);
  const newest = await findLatestCheckIn(db, keyResultId);
  await syncKeyResult(
    db,
    companyId,
    keyResultId,
    current && newest
      ? { current: current.value, confidence: current.confidence, lastCheckInAt: newest.createdAt }
      : fallback,
  );
}

async function viewOf(db: Database, id: string, editable: boolean): Promise<CheckIn> {
  const row = await findCheckInView(db, id);
  if (!row) throw notFound(checkInMessages.notFound);
  return toCheckIn(row, editable);
}

export async function listCheckIns(
  db: Database,
  user: AuthUser,
  keyResultId: string,
  query: PaginationQuery,
): Promise<Paginated<CheckIn>> {
  await loadKeyResult(db, user.companyId, keyResultId);
  const { rows, total } = await listKeyResultCheckIns(db, keyResultId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const mine = await findLatestCheckIn(db, keyResultId, user.id);
  return {
    data: rows.map((row) => toCheckIn(row, row.id === mine?.id)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** The check-in, its key result, and the proof that the caller may change it. */
async function loadChangeable(db: Database, user: AuthUser, id: string) {
  const checkIn = await findCheckIn(db, user.companyId, id);
  if (!checkIn) throw notFound(checkInMessages.notFound);
  const keyResult = await loadKeyResult(db, user.companyId, checkIn.keyResultId, { lock: true });
  if (checkIn.authorId !== user.id) throw forbidden();
  const latestOfAuthor = await findLatestCheckIn(db, checkIn.keyResultId, user.id);
  const isLatestOfAuthor = latestOfAuthor?.id === checkIn.id;
  if (!canChangeCheckIn(actorOf(user), { authorId: checkIn.authorId, isLatestOfAuthor })) {
    throw forbidden(checkInMessages.notLatest);
  }
  assertOpen(keyResult);
  return { checkIn, keyResult };
}

export async function updateCheckIn(
  db: Database,
  user: AuthUser,
  id: string,
  input: CheckInInput,
): Promise<CheckIn> {
  await db.transaction(async (tx) => {
    const { checkIn, keyResult } = await loadChangeable(tx, user, id);
    const date = input.date ? await checkInDate(tx, user.companyId, input.date) : checkIn.date;
    const changes = {
      value: input.value,
      confidence: input.confidence,
      comment: input.comment,
      date,
    };
    await updateCheckInRow(tx, id, changes);
    // The next check-in's "before" was this one: keep the chain of changes true.
    const next = await findNextCheckIn(tx, checkIn);
    if (next) {
      await updateCheckInRow(tx, next.id, {
        previousValue: changes.value,
        previousConfidence: changes.confidence,
      });
    }
    await syncFromLatest(tx, user.companyId, checkIn.keyResultId, {
      current: changes.value,
      confidence: changes.confidence,
      lastCheckInAt: checkIn.createdAt,
    });
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      entityType: 'check_in',
      entityId: id,
      objectiveId: keyResult.objectiveId,
      action: 'updated',
      label: keyResult.title,
      before: snapshot(checkIn),
      after: snapshot(changes),
    });
  });
  return viewOf(db, id, true);
}

export async function deleteCheckIn(db: Database, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { checkIn, keyResult } = await loadChangeable(tx, user, id);
    const next = await findNextCheckIn(tx, checkIn);
    await deleteCheckInRow(tx, id);
    if (next) {
      await updateCheckInRow(tx, next.id, {
        previousValue: checkIn.previousValue,
        previousConfidence: checkIn.previousConfidence,
      });
    }
    await syncFromLatest(tx, user.companyId, checkIn.keyResultId, {
      current: checkIn.previousValue,
      confidence: checkIn.previousConfidence,
      lastCheckInAt: null,
    });
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      entityType: 'check_in',
      entityId: id,
      objectiveId: keyResult.objectiveId,
      action: 'deleted',
      label: keyResult.title,
      before: snapshot(checkIn),
    });
  });
}
