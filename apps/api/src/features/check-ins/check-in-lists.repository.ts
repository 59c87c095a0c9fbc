import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  isNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { preparedOnce, preparedPerDatabase } from '../../db/prepared';
import { currentCycleIdSql, cycles } from '../cycles/public';
import {
  keyResults,
  objectives,
  objectiveVisibleTo,
  visibleToViewerPlaceholder,
} from '../objectives/public';
import { teamMembers, teams } from '../teams/public';
import { users } from '../users/public';
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

/**
 * The caller's key results of the current cycle's active objectives without a check-in this
 * week, with the cycle resolved inside the statement (none while the current cycle is closed).
 * Only objectives the caller may see: owning a key result of a private objective that does not
 * name them does not let them read it (issue 23). One variant for admins, who see everything.
 */
const pendingStatement = preparedPerDatabase(
  (seesAll: boolean) => String(seesAll),
  (db, seesAll: boolean) => {
    const companyId = sql.placeholder('companyId');
    const openCurrentCycle = sql`(select ${cycles.id} from ${cycles}
      where ${cycles.id} = ${currentCycleIdSql(companyId)} and ${cycles.status} <> 'closed')`;
    return selectKeyResultViews(db)
      .where(
        and(
          eq(keyResults.companyId, companyId),
          eq(keyResults.ownerId, sql.placeholder('ownerId')),
          eq(objectives.cycleId, openCurrentCycle),
          eq(objectives.status, 'active'),
          or(
            isNull(keyResults.lastCheckInAt),
            lt(keyResults.lastCheckInAt, sql.placeholder('weekStart')),
          ),
          visibleToViewerPlaceholder(seesAll),
        ),
      )
      .orderBy(asc(objectives.title), asc(keyResults.position), asc(keyResults.createdAt))
      .prepare(`check_ins_pending_${seesAll ? 'all' : 'visible'}`);
  },
);

export async function findPendingKeyResults(
  db: Database,
  input: { companyId: string; ownerId: string; seesAll: boolean; weekStart: Date },
): Promise<KeyResultViewRow[]> {
  return pendingStatement(db, input.seesAll).execute({
    companyId: input.companyId,
    ownerId: input.ownerId,
    viewerId: input.ownerId,
    // As text: both drivers then hand PostgreSQL the same instant.
    weekStart: input.weekStart.toISOString(),
  });
}

/**
 * How many key results the caller owns in the open current cycle's active objectives, checked in
 * or not: tells "nothing to check in" apart from "all done" on /check-in.
 */
export async function countOwnedKeyResults(
  db: Database,
  input: { companyId: string; ownerId: string; seesAll: boolean },
): Promise<number> {
  const openCurrentCycle = sql`(select ${cycles.id} from ${cycles}
    where ${cycles.id} = ${currentCycleIdSql(input.companyId)} and ${cycles.status} <> 'closed')`;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(keyResults.companyId, input.companyId),
        eq(keyResults.ownerId, input.ownerId),
        eq(objectives.cycleId, openCurrentCycle),
        eq(objectives.status, 'active'),
        objectiveVisibleTo({ id: input.ownerId, role: input.seesAll ? 'admin' : 'user' }),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Whether the team is the company's and, if so, its key results: those of its objectives and
 * those its members own (two index lookups, not one OR that scans every key result).
 */
const teamKeyResultsStatement = preparedOnce((db) => {
  const companyId = sql.placeholder('companyId');
  const teamId = sql.placeholder('teamId');
  const ofObjectives = db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(eq(objectives.companyId, companyId), eq(objectives.teamId, teamId)));
  const ofMembers = db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(teamMembers, eq(teamMembers.userId, keyResults.ownerId))
    .where(and(eq(keyResults.companyId, companyId), eq(teamMembers.teamId, teamId)));
  return db
    .select({
      keyResultIds: sql<string[]>`array(${union(ofObjectives, ofMembers)})`,
    })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)))
    .prepare('check_in_feed_team_key_results');
});

/** The team's key result ids, or undefined when the team is not the company's. */
export async function findTeamKeyResultIds(
  db: Database,
  companyId: string,
  teamId: string,
): Promise<string[] | undefined> {
  const [row] = await teamKeyResultsStatement(db).execute({ companyId, teamId });
  return row?.keyResultIds;
}

export type FeedRow = CheckInViewRow & {
  editable: boolean;
  keyResultTitle: string;
  unit: KeyResultViewRow['unit'];
  customUnit: string | null;
  decimals: number;
  objectiveId: string;
  objectiveTitle: string;
};

/** `seesAll`: an admin, whose statement leaves the visibility rule out. */
type FeedVariant = { limit: number; team: boolean; seesAll: boolean };
const feedVariantName = ({ limit, team, seesAll }: FeedVariant) =>
  `${limit}_${team ? 'team' : 'company'}${seesAll ? '' : '_visible'}`;

/**
 * The feed's check-ins of `table` (check_ins or an alias of it): only on objectives the
 * `viewerId` may see (objectives' visibility rule), one primary-key probe per row.
 */
function feedWhere(
  table: { companyId: AnyColumn; keyResultId: AnyColumn },
  team: boolean,
  seesAll: boolean,
) {
  return and(
    eq(table.companyId, sql.placeholder('companyId')),
    team ? sql`${table.keyResultId} = any(${sql.placeholder('keyResultIds')}::uuid[])` : undefined,
    seesAll
      ? undefined
      : sql`exists (select 1 from key_results fk join objectives fo on fo.id = fk.objective_id
          where fk.id = ${table.keyResultId}
            and ${visibleToViewerPlaceholder(false, sql.identifier('fo'))})`,
  );
}

const counted = alias(checkIns, 'counted');
const latest = alias(checkIns, 'latest');

/**
 * One statement per page size: the page's ids off the (company_id, created_at, id) index, newest
 * first, then only those joined; the capped total; and whether each is the caller's latest
 * check-in on its key result (the one they may still edit).
 */
const feedStatement = preparedPerDatabase(feedVariantName, (db, variant) => {
  const page = db.$with('feed_page').as(
    db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(feedWhere(checkIns, variant.team, variant.seesAll))
      .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
      // A literal limit keeps PostgreSQL's generic plan on the index (see the objective list).
      .limit(sql.raw(String(variant.limit)) as unknown as Placeholder)
      .offset(sql.placeholder('offset')),
  );
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(counted)
    .where(feedWhere(counted, variant.team, variant.seesAll))
    .limit(FEED_MAX_ITEMS)
    .as('capped');
  const userId = sql.placeholder('userId');
  return db
    .with(page)
    .select({
      ...checkInViewColumns,
      keyResultTitle: keyResults.title,
      unit: keyResults.unit,
      customUnit: keyResults.customUnit,
      decimals: keyResults.decimals,
      objectiveId: objectives.id,
      objectiveTitle: objectives.title,
      editable: sql<boolean>`(${checkIns.authorId} = ${userId} and ${checkIns.id} = (
        select ${latest.id} from ${checkIns} ${sql.identifier('latest')}
        where ${latest.keyResultId} = ${checkIns.keyResultId} and ${latest.authorId} = ${userId}
        order by ${latest.createdAt} desc, ${latest.id} desc limit 1))`,
      total: sql<number>`(select count(*) from ${capped})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(checkIns, eq(checkIns.id, page.id))
    .innerJoin(users, eq(users.id, checkIns.authorId))
    .innerJoin(keyResults, eq(keyResults.id, checkIns.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .prepare(`check_in_feed_${feedVariantName(variant)}`);
});

/** The capped total alone, for a page past the end (which has no row to carry it). */
const feedCountStatement = preparedPerDatabase(
  ({ team, seesAll }: { team: boolean; seesAll: boolean }) => `${team}_${seesAll}`,
  (db, { team, seesAll }) =>
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(
        db
          .select({ one: sql`1`.as('one') })
          .from(checkIns)
          .where(feedWhere(checkIns, team, seesAll))
          .limit(FEED_MAX_ITEMS)
          .as('capped'),
      )
      .prepare(`check_in_feed_count_${team ? 'team' : 'company'}${seesAll ? '' : '_visible'}`),
);

/**
 * Latest check-ins of the company, or of the given key results (a team's), with whether each is
 * `userId`'s editable latest one. One statement, two only for a page past the end.
 */
export async function findFeedPage(
  db: Database,
  input: {
    companyId: string;
    userId: string;
    /** An admin: sees every check-in; anyone else, those on objectives they may see. */
    seesAll: boolean;
    keyResultIds: string[] | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: FeedRow[]; total: number }> {
  const team = input.keyResultIds !== undefined;
  const { seesAll } = input;
  const values = {
    companyId: input.companyId,
    userId: input.userId,
    viewerId: input.userId,
    keyResultIds: input.keyResultIds,
    offset: input.offset,
  };
  const rows = await feedStatement(db, { limit: input.limit, team, seesAll }).execute(values);
  if (rows[0]) return { rows, total: rows[0].total };
  if (input.offset === 0) return { rows: [], total: 0 };
  const [count] = await feedCountStatement(db, { team, seesAll }).execute(values);
  return { rows: [], total: count?.total ?? 0 };
}
