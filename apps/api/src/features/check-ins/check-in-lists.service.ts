import type { checkInFeedItemSchema, PendingCheckIns } from '@rumo/shared/check-ins/contracts';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { teamMessages } from '@rumo/shared/teams/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { findCurrentCycle } from '../cycles/public';
import { findFeedPage, findPendingKeyResults, teamExists } from './check-in-lists.repository';
import { findLatestIdsOfAuthor } from './check-ins.repository';
import { toCheckIn } from './check-ins.service';
import { toKeyResultView } from './key-result-view';
import { loadCompanyCalendar } from './okr-calendar';

type FeedItem = z.infer<typeof checkInFeedItemSchema>;

/** "Minhas pendências": the caller's key results still without a check-in this week. */
export async function getPendingCheckIns(db: Database, user: AuthUser): Promise<PendingCheckIns> {
  const { week } = await loadCompanyCalendar(db, user.companyId);
  const cycle = await findCurrentCycle(db, user.companyId);
  const rows =
    cycle && cycle.status !== 'closed'
      ? await findPendingKeyResults(db, {
          companyId: user.companyId,
          ownerId: user.id,
          cycleId: cycle.id,
          weekStart: week.start,
        })
      : [];
  return {
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    data: rows.map(toKeyResultView),
  };
}

export async function getCheckInFeed(
  db: Database,
  user: AuthUser,
  query: PaginationQuery & { teamId?: string | undefined },
): Promise<Paginated<FeedItem>> {
  if (query.teamId && !(await teamExists(db, user.companyId, query.teamId))) {
    throw notFound(teamMessages.notFound);
  }
  const { rows, total } = await findFeedPage(db, {
    companyId: user.companyId,
    teamId: query.teamId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const mine = rows.filter((row) => row.authorId === user.id).map((row) => row.keyResultId);
  const editable = await findLatestIdsOfAuthor(db, user.id, mine);
  return {
    data: rows.map((row) => ({
      ...toCheckIn(row, editable.has(row.id)),
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
