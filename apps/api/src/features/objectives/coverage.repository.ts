import type { ObjectiveCursor } from '@rumo/shared/common/keyset';
import type { ObjectiveLevel } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, isNotNull, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { selectCycleId } from '../cycles/public';
import { pillars } from '../planning/public';
import { users } from '../users/public';
import { objectives } from './objectives.table';
import { type CompanyReader, visibleToViewerPlaceholder } from './visibility.repository';

const placeholder = (name: string) => sql.placeholder(name);
const companyId = placeholder('companyId');
const listOrder = [asc(objectives.level), asc(objectives.title), asc(objectives.id)];

const objectiveColumns = {
  objective: {
    id: objectives.id,
    title: objectives.title,
    level: objectives.level,
    progress: objectives.progress,
  },
  ownerName: users.name,
};

export interface CoverageObjectiveRow {
  id: string;
  title: string;
  level: ObjectiveLevel;
  progress: number;
}

const cycleOf = (db: Database, askedCycle: boolean) =>
  db
    .$with('coverage_cycle')
    .as(selectCycleId(db, companyId, askedCycle ? placeholder('cycleId') : undefined));
/** The cycle's objectives the `viewerId` may see (all of them for an admin's `seesAll`). */
const inCycle = (seesAll: boolean) =>
  and(
    eq(objectives.companyId, companyId),
    eq(objectives.cycleId, sql`(select id from coverage_cycle)`),
    visibleToViewerPlaceholder(seesAll),
  );

/**
 * The summary in one statement: the cycle, its objectives counted by alignment, and, for each
 * group shown (a pillar's objectives; those aligned to nothing), its count, mean progress and
 * first `pageSize + 1` objectives. The cycle row comes back even without objectives; no row at
 * all means no such cycle.
 */
type SummaryVariant = { askedCycle: boolean; pageSize: number; seesAll: boolean };
const summaryStatement = preparedPerDatabase(
  ({ askedCycle, pageSize, seesAll }: SummaryVariant) => `${askedCycle}_${pageSize}_${seesAll}`,
  (db, { askedCycle, pageSize, seesAll }) => {
    const cycle = cycleOf(db, askedCycle);
    const totals = db.$with('coverage_totals').as(
      db
        .select({
          total: sql<number>`count(*)`.mapWith(Number).as('total'),
          toPillar: sql<number>`count(*) filter (where ${isNotNull(objectives.pillarId)})`
            .mapWith(Number)
            .as('to_pillar'),
          toObjective: sql<number>`count(*) filter (where ${and(
            isNull(objectives.pillarId),
            isNotNull(objectives.parentObjectiveId),
          )})`
            .mapWith(Number)
            .as('to_objective'),
        })
        .from(objectives)
        .where(inCycle(seesAll)),
    );
    const shown = db.$with('coverage_shown').as(
      db
        .select({
          shownId: sql<string>`${objectives.id}`.as('shown_id'),
          groupPillar: sql<string | null>`${objectives.pillarId}`.as('group_pillar'),
          rank: sql<number>`row_number() over (partition by ${objectives.pillarId}
            order by ${objectives.level}, ${objectives.title}, ${objectives.id})`.as('rank'),
          groupCount: sql<number>`count(*) over (partition by ${objectives.pillarId})`
            .mapWith(Number)
            .as('group_count'),
          groupProgress:
            sql<number>`avg(${objectives.progress}) over (partition by ${objectives.pillarId})`
              .mapWith(Number)
              .as('group_progress'),
        })
        .from(objectives)
        .where(
          and(
            inCycle(seesAll),
            or(isNotNull(objectives.pillarId), isNull(objectives.parentObjectiveId)),
          ),
        ),
    );
    return db
      .with(cycle, totals, shown)
      .select({
        cycleId: cycle.id,
        total: totals.total,
        toPillar: totals.toPillar,
        toObjective: totals.toObjective,
        groupPillar: shown.groupPillar,
        groupCount: shown.groupCount,
        groupProgress: shown.groupProgress,
        ...objectiveColumns,
      })
      .from(cycle)
      .crossJoin(totals)
      .leftJoin(shown, lte(shown.rank, pageSize + 1))
      .leftJoin(objectives, eq(objectives.id, shown.shownId))
      .leftJoin(users, eq(users.id, objectives.ownerId))
      .orderBy(shown.groupPillar, ...listOrder)
      .prepare(
        `planning_coverage_${askedCycle ? 'cycle' : 'current'}_${pageSize}_${seesAll ? 'all' : 'visible'}`,
      );
  },
);

export interface CoverageGroupRows {
  count: number;
  progress: number;
  objectives: (CoverageObjectiveRow & { ownerName: string })[];
}

/** The cycle's totals and its groups keyed by pillar id (`none`: unaligned); undefined: no cycle. */
export async function findCoverageSummary(
  db: Database,
  reader: CompanyReader & { id: string },
  cycleId: string | undefined,
  pageSize: number,
) {
  const rows = await summaryStatement(db, {
    askedCycle: cycleId !== undefined,
    pageSize,
    seesAll: reader.role === 'admin',
  }).execute({ companyId: reader.companyId, viewerId: reader.id, cycleId });
  const [first] = rows;
  if (!first) return undefined;
  const groups = new Map<string, CoverageGroupRows>();
  for (const row of rows) {
    if (!row.objective) continue;
    const key = row.groupPillar ?? 'none';
    let group = groups.get(key);
    if (!group) {
      group = { count: row.groupCount ?? 0, progress: row.groupProgress ?? 0, objectives: [] };
      groups.set(key, group);
    }
    group.objectives.push({ ...row.objective, ownerName: row.ownerName ?? '' });
  }
  return {
    cycleId: first.cycleId,
    totals: {
      total: first.total,
      toPillar: first.toPillar,
      toObjective: first.toObjective,
    },
    groups,
  };
}

type PageVariant = {
  byPillar: boolean;
  askedCycle: boolean;
  after: boolean;
  limit: number;
  seesAll: boolean;
};

/**
 * One page (`limit + 1` rows) of a group after the cursor, from the cycle row (none: no such
 * cycle) carrying whether the pillar is the company's.
 */
const pageStatement = preparedPerDatabase(
  (v: PageVariant) => `${v.byPillar}_${v.askedCycle}_${v.after}_${v.limit}_${v.seesAll}`,
  (db, { byPillar, askedCycle, after, limit, seesAll }) => {
    const cycle = cycleOf(db, askedCycle);
    const page = db.$with('coverage_page').as(
      db
        .select({ pageId: sql<string>`${objectives.id}`.as('page_id') })
        .from(objectives)
        .where(
          and(
            inCycle(seesAll),
            byPillar
              ? eq(objectives.pillarId, placeholder('pillarId'))
              : and(isNull(objectives.pillarId), isNull(objectives.parentObjectiveId)),
            after
              ? sql`(${objectives.level}, ${objectives.title}, ${objectives.id}) >
                  (${placeholder('afterLevel')}::objective_level, ${placeholder('afterTitle')}::text,
                   ${placeholder('afterId')}::uuid)`
              : undefined,
          ),
        )
        .orderBy(...listOrder)
        // A literal limit, as in the OKR list: a placeholder makes the generic plan guess.
        .limit(sql.raw(String(limit + 1)) as unknown as Placeholder),
    );
    return db
      .with(cycle, page)
      .select({
        pillarFound: byPillar
          ? sql<number>`(select count(*) from ${pillars} where ${and(
              eq(pillars.id, placeholder('pillarId')),
              eq(pillars.companyId, companyId),
            )})`.mapWith(Number)
          : sql<number>`1`.mapWith(Number),
        ...objectiveColumns,
      })
      .from(cycle)
      .leftJoin(page, sql`true`)
      .leftJoin(objectives, eq(objectives.id, page.pageId))
      .leftJoin(users, eq(users.id, objectives.ownerId))
      .orderBy(...listOrder)
      .prepare(
        `planning_coverage_page_${byPillar}_${askedCycle}_${after}_${limit}_${seesAll ? 'all' : 'visible'}`,
      );
  },
);

export type CoveragePageLookup =
  | { found: 'no-cycle' }
  | { found: 'no-pillar' }
  | { found: 'page'; objectives: (CoverageObjectiveRow & { ownerName: string })[] };

export async function listCoveragePage(
  db: Database,
  reader: CompanyReader & { id: string },
  query: {
    pillarId: string | undefined;
    cycleId: string | undefined;
    after: ObjectiveCursor | undefined;
    limit: number;
  },
): Promise<CoveragePageLookup> {
  const { pillarId, cycleId, after, limit } = query;
  const variant = {
    byPillar: pillarId !== undefined,
    askedCycle: cycleId !== undefined,
    after: after !== undefined,
    limit,
    seesAll: reader.role === 'admin',
  };
  const rows = await pageStatement(db, variant).execute({
    companyId: reader.companyId,
    viewerId: reader.id,
    cycleId,
    pillarId,
    afterLevel: after?.level,
    afterTitle: after?.title,
    afterId: after?.id,
  });
  const [first] = rows;
  if (!first) return { found: 'no-cycle' };
  if (!first.pillarFound) return { found: 'no-pillar' };
  const list = [];
  for (const row of rows) {
    if (row.objective) list.push({ ...row.objective, ownerName: row.ownerName ?? '' });
  }
  return { found: 'page', objectives: list };
}
