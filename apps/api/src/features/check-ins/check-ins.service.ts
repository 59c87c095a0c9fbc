import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { keyResultVisibleTo } from '../objectives/public';
import {
  type CheckInViewRow,
  findCheckInView,
  findKeyResultForCheckIn,
  findLatestCheckIn,
  listKeyResultCheckIns,
} from './check-ins.repository';

// A key result's check-ins as the API answers them. Writes: check-in-writes.ts.

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

export async function checkInView(db: Database, id: string, editable: boolean): Promise<CheckIn> {
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
  const keyResult = await findKeyResultForCheckIn(db, user.companyId, keyResultId);
  if (!keyResult || !(await keyResultVisibleTo(db, user, keyResultId))) {
    throw notFound(objectiveMessages.keyResultNotFound);
  }
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
