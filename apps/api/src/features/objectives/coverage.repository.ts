import type { ObjectiveCursor } from '@rumo/shared/common/keyset';
import type { ObjectiveLevel } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { readJson } from '../../db/read-json';
import { selectCycleId } from '../cycles/public';
import { pillars } from '../planning/public';
import { users } from '../users/public';
import { objectives } from './objectives.table';
import {
  type CompanyReader,
  objectiveVisibleTo,
  visibleToViewerPlaceholder,
} from './visibility.repository';

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

/** `o`'s rows of the group `g` (a pillar's, or the unaligned roots when `g.pillar_id` is null). */
const groupRows = (reader: CompanyReader, company: SQL, pageSize: number) => {
  const visible = objectiveVisibleTo(reader, sql.identifier('o'));
  const rows = (where: SQL) => sql`(select o.id, o.title, o.level, o.progress, o.owner_id
    from objectives o where ${where} and o.company_id = ${company}
      and o.cycle_id = (select id from cyc) and ${visible}
    order by o.level, o.title, o.id limit ${sql.raw(String(pageSize + 1))})`;
  // Two branches, one switched off per group: each walks an index in list order and stops at the
  // page instead of numbering every objective of the cycle (5,000 titles sorted per read).
  return sql`${rows(sql`g.pillar_id is not null and o.pillar_id = g.pillar_id`)}
    union all
    ${rows(sql`g.pillar_id is null and o.pillar_id is null and o.parent_objective_id is null`)}`;
};

interface SummaryRead {
  cycleId: string;
  total: number;
  toPillar: number;
  toObjective: number;
  groups: {
    pillarId: string | null;
    count: number;
    progress: number;
    objectives: (CoverageObjectiveRow & { ownerName: string })[];
  }[];
}

/**
 * The summary in one statement: the cycle, its objectives counted by alignment in one pass
 * (per pillar: all of them, and those the page shows: a pillar's, or the roots aligned to
 * nothing), and each shown group's first `pageSize + 1` objectives. Null: no such cycle.
 */
function readSummary(
  db: Database,
  reader: CompanyReader,
  cycleId: string | undefined,
  pageSize: number,
) {
  const company = sql`${reader.companyId}::uuid`;
  const visible = objectiveVisibleTo(reader, sql.identifier('o'));
  const shown = sql`(o.pillar_id is not null or o.parent_objective_id is null)`;
  return readJson<SummaryRead>(
    db,
    sql`
with cyc as (${selectCycleId(db, company, cycleId)}),
counts as materialized (
  select o.pillar_id, count(*)::int as n, (count(*) filter (where ${shown}))::int as shown,
    (avg(o.progress) filter (where ${shown}))::float8 as progress
  from objectives o
  where o.company_id = ${company} and o.cycle_id = (select id from cyc) and ${visible}
  group by o.pillar_id
)
select json_build_object(
  'cycleId', cyc.id,
  'total', (select coalesce(sum(n), 0)::int from counts),
  'toPillar', (select coalesce(sum(n), 0)::int from counts where pillar_id is not null),
  'toObjective', (select coalesce(sum(n - shown), 0)::int from counts where pillar_id is null),
  'groups', (select coalesce(json_agg(json_build_object('pillarId', g.pillar_id, 'count', g.shown,
      'progress', g.progress, 'objectives', (
        select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'level', s.level,
          'progress', s.progress, 'ownerName', coalesce(u.name, ''))
          order by s.level, s.title, s.id), '[]')
        from (${groupRows(reader, company, pageSize)}) as s left join users u on u.id = s.owner_id))), '[]')
    from counts g where g.shown > 0)
) as data from cyc`,
  );
}

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
  const summary = await readSummary(db, reader, cycleId, pageSize);
  if (!summary) return undefined;
  const groups = new Map<string, CoverageGroupRows>();
  for (const { pillarId, ...group } of summary.groups) groups.set(pillarId ?? 'none', group);
  const { total, toPillar, toObjective } = summary;
  return { cycleId: summary.cycleId, totals: { total, toPillar, toObjective }, groups };
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
