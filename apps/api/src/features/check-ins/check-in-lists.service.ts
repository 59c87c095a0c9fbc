import type { checkInFeedItemSchema, PendingCheckIns } from '@rumo/shared/check-ins/contracts';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { teamMessages } from '@rumo/shared/teams/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  countOwnedKeyResults,
  findFeedPage,
  findPendingKeyResults,
  findTeamKeyResultIds,
} from './check-in-lists.repository';
import { toCheckIn } from './check-ins.service';
import { toKeyResultView } from './key-result-view';
import { loadCompanyCalendar } from './okr-calendar';

type FeedItem = z.infer<typeof checkInFeedItemSchema>;

/** "Minhas pendências": the caller's key results still without a check-in this week. */
export async function getPendingCheckIns(
  db: Database,
  user: AuthUser,
  now: Date,
): Promise<PendingCheckIns> {
  const { week } = await loadCompanyCalendar(db, user.companyId, now);
  const owner = { companyId: user.companyId, ownerId: user.id, seesAll: user.role === 'admin' };
  const rows = await findPendingKeyResults(db, { ...owner, weekStart: week.start });
  return {
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    data: rows.map(toKeyResultView),
    ownedCount: await countOwnedKeyResults(db, owner),
  };
}

export async function getCheckInFeed(
  db: Database,
  user: AuthUser,
  query: PaginationQuery & { teamId?: string | undefined },
): Promise<Paginated<FeedItem>> {
  let keyResultIds: string[] | undefined;
  if (query.teamId) {
    keyResultIds = await findTeamKeyResultIds(db, user.companyId, query.teamId);
    if (!keyResultIds) throw notFound(teamMessages.notFound);
    if (keyResultIds.length === 0) {
      return { data: [], page: query.page, limit: query.limit, total: 0 };
    }
  }
  const { rows, total } = await findFeedPage(db, {
    companyId: user.companyId,
    userId: user.id,
    seesAll: user.role === 'admin',
    keyResultIds,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map((row) => ({
      ...toCheckIn(row, row.editable),
      keyResult: {
        id: row.keyResultId,
        title: row.keyResultTitle,
        unit: row.unit,
        customUnit: row.customUnit,
        decimals: row.decimals,
      },
      objective: { id: row.objectiveId, title: row.objectiveTitle },
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
