import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { keyResults, objectives } from '../objectives/objectives.table';
import { teamMembers, teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { type CheckInViewRow, checkInViewColumns } from './check-ins.repository';
import { checkIns } from './check-ins.table';
import { type KeyResultViewRow, selectKeyResultViews } from './key-result-view';

/**
 * The feed counts at most this many check-ins: counting a million rows for a "total" would cost
 * more than the page itself, and nobody pages that far back in a feed.
 */
export const FEED_MAX_ITEMS = 1000;

/**
 * Key results with no check-in saved since the week began. Reads the cached time of the newest
 * check-in (kept by syncKeyResult), so it costs nothing per key result.
 */
export function noCheckInSince(weekStart: Date): SQL {
  return or(isNull(keyResults.lastCheckInAt), lt(keyResults.lastCheckInAt, weekStart)) as SQL;
}

/** The caller's key results of the cycle's active objectives without a check-in this week. */
export async function findPendingKeyResults(
  db: Database,
  input: { companyId: string; ownerId: string; cycleId: string; weekStart: Date },
): Promise<KeyResultViewRow[]> {
  return selectKeyResultViews(db)
    .where(
      and(
        eq(keyResults.companyId, input.companyId),
        eq(keyResults.ownerId, input.ownerId),
        eq(objectives.cycleId, input.cycleId),
        eq(objectives.status, 'active'),
        noCheckInSince(input.weekStart),
      ),
    )
    .orderBy(asc(objectives.title), asc(keyResults.position), asc(keyResults.createdAt));
}

export async function teamExists(db: Database, companyId: string, teamId: string) {
  const count = await db.$count(teams, and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return count > 0;
}

/** A team's key results: those of its objectives and those its members own. */
async function findTeamKeyResultIds(db: Database, companyId: string, teamId: string) {
  const members = db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  const rows = await db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(keyResults.companyId, companyId),
        or(eq(objectives.teamId, teamId), inArray(keyResults.ownerId, members)),
      ),
    );
  return rows.map((row) => row.id);
}

export type FeedRow = CheckInViewRow & {
  keyResultTitle: string;
  unit: KeyResultViewRow['unit'];
  customUnit: string | null;
  decimals: number;
  objectiveId: string;
  objectiveTitle: string;
};

/**
 * Latest check-ins of the company, or of a team: its objectives' key results plus the key
 * results its members own. Walks the (company_id, created_at) index newest first.
 */
export async function findFeedPage(
  db: Database,
  input: { companyId: string; teamId: string | undefined; limit: number; offset: number },
): Promise<{ rows: FeedRow[]; total: number }> {
  let teamKeyResultIds: string[] | undefined;
  if (input.teamId) {
    // Listed first: with the exact ids the planner walks each key result's own index.
    teamKeyResultIds = await findTeamKeyResultIds(db, input.companyId, input.teamId);
    if (teamKeyResultIds.length === 0) return { rows: [], total: 0 };
  }
  const where = and(
    eq(checkIns.companyId, input.companyId),
    teamKeyResultIds ? inArray(checkIns.keyResultId, teamKeyResultIds) : undefined,
  );
  const rows = await db
    .select({
      ...checkInViewColumns,
      keyResultTitle: keyResults.title,
      unit: keyResults.unit,
      customUnit: keyResults.customUnit,
      decimals: keyResults.decimals,
      objectiveId: objectives.id,
      objectiveTitle: objectives.title,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.authorId))
    .innerJoin(keyResults, eq(keyResults.id, checkIns.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(where)
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(input.limit)
    .offset(input.offset);

  const capped = db
    .select({ one: sql`1` })
    .from(checkIns)
    .where(where)
    .limit(FEED_MAX_ITEMS)
    .as('capped');
  const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  return { rows, total: count?.total ?? 0 };
}
