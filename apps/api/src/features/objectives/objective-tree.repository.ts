import type { ObjectiveCursor } from '@rumo/shared/common/keyset';
import type { ObjectiveTreeNode } from '@rumo/shared/objectives/tree';
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { selectCycleId } from '../cycles/public';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { listOrder } from './objective-read.repository';
import { objectives } from './objectives.table';
import { type ObjectiveViewer, visibleToViewerPlaceholder } from './visibility.repository';

/** Who reads the tree: the company scopes it, the visibility rule filters it. */
export type TreeReader = ObjectiveViewer & { id: string; companyId: string };

const placeholder = (name: string) => sql.placeholder(name);
const companyId = placeholder('companyId');

/** What a node draws, selected beside owner, team and the count of the children the viewer sees. */
const nodeColumns = (seesAll: boolean) => ({
  objective: {
    id: objectives.id,
    title: objectives.title,
    level: objectives.level,
    status: objectives.status,
    progress: objectives.progress,
    confidence: objectives.confidence,
    private: objectives.private,
    ownerId: objectives.ownerId,
    teamId: objectives.teamId,
    pillarId: objectives.pillarId,
  },
  ownerName: users.name,
  ownerAvatar: users.avatar,
  teamName: teams.name,
  // One index probe per listed row (objectives_children_idx), never the whole cycle.
  childCount: sql<number>`(select count(*) from objectives as child
    where child.parent_objective_id = ${objectives.id}
      and ${visibleToViewerPlaceholder(seesAll, sql.identifier('child'))})`.mapWith(Number),
});

type NodeRow = {
  objective: {
    id: string;
    title: string;
    level: ObjectiveTreeNode['level'];
    status: ObjectiveTreeNode['status'];
    progress: number;
    confidence: ObjectiveTreeNode['confidence'];
    private: boolean;
    ownerId: string;
    teamId: string | null;
    pillarId: string | null;
  } | null;
  ownerName: string | null;
  ownerAvatar: string | null;
  teamName: string | null;
  childCount: number;
};

function toNode(row: NodeRow): ObjectiveTreeNode | undefined {
  if (!row.objective) return undefined;
  const { ownerId, teamId, ...rest } = row.objective;
  return {
    ...rest,
    owner: { id: ownerId, name: row.ownerName ?? '', avatar: row.ownerAvatar },
    team: teamId && row.teamName ? { id: teamId, name: row.teamName } : null,
    childCount: row.childCount,
  };
}

const cycleOf = (db: Database, name: string, askedCycle: boolean) =>
  db.$with(name).as(selectCycleId(db, companyId, askedCycle ? placeholder('cycleId') : undefined));

/**
 * How many objectives are aligned, at any depth, beneath the roots of each pillar group (null:
 * the group without a pillar): what opening every node would show. A parent is always of the
 * same company and cycle (the objective's checks refuse anything else), so the walk reads the
 * cycle's aligned objectives once (objectives_company_cycle_idx) and joins them level by level in
 * memory. A cycle of roots only, like the bench's 5,000, then costs a scan that finds nothing;
 * probing objectives_children_idx under every root doubled the statement's time there, and its
 * cost estimate grows with the company until PostgreSQL compiles the statement (JIT, a second).
 * Drizzle writes no WITH RECURSIVE at the top of a statement, so the walk sits in a subquery.
 */
const alignedCounts = (db: Database, cycle: ReturnType<typeof cycleOf>, seesAll: boolean) => {
  const cycleId = sql`(select ${cycle.id} from ${cycle})`;
  return db
    .$with('tree_aligned', {
      // Drizzle names these columns unqualified in the statement: names no joined table has.
      alignedPillarId: sql<string | null>`aligned_pillar_id`.as('aligned_pillar_id'),
      alignedCount: sql<number>`aligned_count`.as('aligned_count'),
    })
    .as(
      sql`select pillar_id as aligned_pillar_id, count(*) as aligned_count from (
        with recursive links as (
          select id, parent_objective_id as parent_id from ${objectives}
          where company_id = ${companyId} and cycle_id = ${cycleId}
            and parent_objective_id is not null
            and ${visibleToViewerPlaceholder(seesAll)}
        ),
        aligned(id, pillar_id) as (
          select links.id, root.pillar_id from links
          join ${objectives} as root on root.id = links.parent_id
          where root.company_id = ${companyId} and root.cycle_id = ${cycleId}
            and root.parent_objective_id is null
            and ${visibleToViewerPlaceholder(seesAll, sql.identifier('root'))}
          union all
          select links.id, aligned.pillar_id from aligned
          join links on links.parent_id = aligned.id
        )
        select pillar_id from aligned
      ) as members group by pillar_id`,
    );
};

/**
 * The first `pageSize + 1` roots of each pillar group, in list order, with the group's count:
 * per group (each of the company's pillars, then the roots of no pillar) a walk of the partial
 * index objectives_tree_roots_idx that stops after the page, and a count over the same index.
 * Numbering every root of the cycle with window functions read all 5,000 of the bench's large
 * company to keep 21, and its row estimate made the plan hash-join the whole objectives and
 * users tables to them.
 */
const rootsOfGroups = (db: Database, cycle: ReturnType<typeof cycleOf>, v: RootsVariant) => {
  const cycleId = sql`(select ${cycle.id} from ${cycle})`;
  const ofGroup = (group: SQL) => sql`o.company_id = ${companyId} and o.cycle_id = ${cycleId}
    and o.parent_objective_id is null and ${group}
    and ${visibleToViewerPlaceholder(v.seesAll, sql.identifier('o'))}`;
  const firstRoots = (group: SQL) => sql`
    cross join lateral (select count(*) as root_count from ${objectives} o
      where ${ofGroup(group)}) as counted
    cross join lateral (select o.id from ${objectives} o where ${ofGroup(group)}
      order by o.level, o.title, o.id limit ${sql.raw(String(v.pageSize + 1))}) as first_roots`;
  return db
    .$with('tree_roots', {
      rootId: sql<string>`root_id`.as('root_id'),
      rootCount: sql<number>`root_count`.mapWith(Number).as('root_count'),
    })
    .as(
      sql`select first_roots.id as root_id, counted.root_count from ${pillars} g
          ${firstRoots(sql`o.pillar_id = g.id`)}
        where g.company_id = ${companyId}
        union all
        select first_roots.id, counted.root_count from (select 1) as loose
          ${firstRoots(sql`o.pillar_id is null`)}`,
    );
};

/**
 * The top level in one statement: the first roots of each pillar group (rootsOfGroups) joined to
 * what a node shows and to the count of the objectives aligned beneath the group's roots; the
 * cycle row comes back even without roots, and no row at all means no such cycle.
 */
type RootsVariant = { askedCycle: boolean; pageSize: number; seesAll: boolean };
const rootsStatement = preparedPerDatabase(
  ({ askedCycle, pageSize, seesAll }: RootsVariant) => `${askedCycle}_${pageSize}_${seesAll}`,
  (db, variant) => {
    const { askedCycle, pageSize, seesAll } = variant;
    const cycle = cycleOf(db, 'tree_cycle', askedCycle);
    const ranked = rootsOfGroups(db, cycle, variant);
    const aligned = alignedCounts(db, cycle, seesAll);
    return (
      db
        .with(cycle, ranked, aligned)
        .select({
          cycleId: cycle.id,
          rootCount: ranked.rootCount,
          // The group's roots and every objective aligned beneath them.
          objectiveCount:
            sql<number>`${ranked.rootCount} + coalesce(${aligned.alignedCount}, 0)`.mapWith(Number),
          pillar: { id: pillars.id, name: pillars.name, color: pillars.color },
          ...nodeColumns(seesAll),
        })
        .from(cycle)
        .leftJoin(ranked, sql`true`)
        .leftJoin(objectives, eq(objectives.id, ranked.rootId))
        .leftJoin(users, eq(users.id, objectives.ownerId))
        .leftJoin(teams, eq(teams.id, objectives.teamId))
        .leftJoin(pillars, eq(pillars.id, objectives.pillarId))
        .leftJoin(
          aligned,
          sql`${aligned.alignedPillarId} is not distinct from ${objectives.pillarId}`,
        )
        // Plan order; the roots of no pillar sort last (NULLS LAST is ascending's default).
        .orderBy(pillars.position, pillars.createdAt, pillars.id, ...listOrder)
        .prepare(
          `objectives_tree_roots_${askedCycle ? 'cycle' : 'current'}_${pageSize}_${seesAll ? 'all' : 'visible'}`,
        )
    );
  },
);

export interface TreeRootRow {
  rootCount: number;
  objectiveCount: number;
  pillar: { id: string; name: string; color: string } | null;
  node: ObjectiveTreeNode;
}

/** The cycle's id and its first roots per pillar group; undefined when there is no such cycle. */
export async function listTreeRoots(
  db: Database,
  reader: TreeReader,
  cycleId: string | undefined,
  pageSize: number,
): Promise<{ cycleId: string; rows: TreeRootRow[] } | undefined> {
  const seesAll = reader.role === 'admin';
  const variant = { askedCycle: cycleId !== undefined, pageSize, seesAll };
  const values = { companyId: reader.companyId, viewerId: reader.id, cycleId };
  const rows = await rootsStatement(db, variant).execute(values);
  const [first] = rows;
  if (!first) return undefined;
  const list: TreeRootRow[] = [];
  for (const row of rows) {
    const node = toNode(row);
    if (node) {
      const counts = { rootCount: row.rootCount ?? 0, objectiveCount: row.objectiveCount ?? 0 };
      list.push({ ...counts, pillar: row.pillar, node });
    }
  }
  return { cycleId: first.cycleId, rows: list };
}

/** Whose nodes a page lists: an objective's children, or the roots of a pillar group. */
export type NodeScope = 'parent' | 'pillar' | 'loose';
type NodesVariant = {
  scope: NodeScope;
  askedCycle: boolean;
  after: boolean;
  limit: number;
  seesAll: boolean;
};

const keysetAfter = sql`(${objectives.level}, ${objectives.title}, ${objectives.id}) >
  (${placeholder('afterLevel')}::objective_level, ${placeholder('afterTitle')}::text,
   ${placeholder('afterId')}::uuid)`;

/**
 * One page of nodes after the cursor, `limit + 1` rows to tell whether more follow, from an
 * anchor row that says what was found: the parent objective (none: not the company's), or the
 * cycle (none: no such cycle) beside the pillar (null: not the company's).
 */
const nodesStatement = preparedPerDatabase(
  (v: NodesVariant) => `${v.scope}_${v.askedCycle}_${v.after}_${v.limit}_${v.seesAll}`,
  (db, { scope, askedCycle, after, limit, seesAll }) => {
    const anchor =
      scope === 'parent'
        ? db.$with('nodes_anchor').as(
            db
              .select({ id: objectives.id })
              .from(objectives)
              .where(
                and(
                  eq(objectives.id, placeholder('parentId')),
                  eq(objectives.companyId, companyId),
                  visibleToViewerPlaceholder(seesAll),
                ),
              ),
          )
        : cycleOf(db, 'nodes_anchor', askedCycle);
    const foundPillar = db.$with('nodes_pillar').as(
      db
        .select({ pillarId: pillars.id })
        .from(pillars)
        .where(and(eq(pillars.id, placeholder('pillarId')), eq(pillars.companyId, companyId))),
    );
    const scoped: SQL | undefined =
      scope === 'parent'
        ? eq(objectives.parentObjectiveId, placeholder('parentId'))
        : and(
            eq(objectives.cycleId, sql`(select id from nodes_anchor)`),
            isNull(objectives.parentObjectiveId),
            scope === 'pillar'
              ? eq(objectives.pillarId, placeholder('pillarId'))
              : isNull(objectives.pillarId),
          );
    const page = db.$with('nodes_page').as(
      db
        .select({ pageId: sql<string>`${objectives.id}`.as('page_id') })
        .from(objectives)
        .where(
          and(
            eq(objectives.companyId, companyId),
            scoped,
            after ? keysetAfter : undefined,
            visibleToViewerPlaceholder(seesAll),
          ),
        )
        .orderBy(...listOrder)
        // A literal limit, as in the OKR list: a placeholder makes the generic plan guess.
        .limit(sql.raw(String(limit + 1)) as unknown as Placeholder),
    );
    const withs = scope === 'pillar' ? [anchor, foundPillar, page] : [anchor, page];
    return db
      .with(...withs)
      .select({
        pillarFound:
          scope === 'pillar'
            ? sql<number>`(select count(*) from nodes_pillar)`.mapWith(Number)
            : sql<number>`1`.mapWith(Number),
        ...nodeColumns(seesAll),
      })
      .from(anchor)
      .leftJoin(page, sql`true`)
      .leftJoin(objectives, eq(objectives.id, page.pageId))
      .leftJoin(users, eq(users.id, objectives.ownerId))
      .leftJoin(teams, eq(teams.id, objectives.teamId))
      .orderBy(...listOrder)
      .prepare(
        `objectives_tree_nodes_${scope}_${askedCycle}_${after}_${limit}_${seesAll ? 'all' : 'visible'}`,
      );
  },
);

export type NodesLookup =
  | { found: 'none' }
  | { found: 'no-pillar' }
  | { found: 'page'; nodes: ObjectiveTreeNode[] };

/**
 * Up to `limit + 1` nodes of the scope after `after`. `none`: the parent objective is not the
 * company's, or there is no such cycle; `no-pillar`: the pillar is not the company's.
 */
export async function listTreeNodes(
  db: Database,
  reader: TreeReader,
  query: {
    scope: NodeScope;
    parentId?: string | undefined;
    pillarId?: string | undefined;
    cycleId?: string | undefined;
    after?: ObjectiveCursor | undefined;
    limit: number;
  },
): Promise<NodesLookup> {
  const { scope, after, limit } = query;
  const askedCycle = scope !== 'parent' && query.cycleId !== undefined;
  const seesAll = reader.role === 'admin';
  const variant = { scope, askedCycle, after: !!after, limit, seesAll };
  const rows = await nodesStatement(db, variant).execute({
    companyId: reader.companyId,
    viewerId: reader.id,
    parentId: query.parentId,
    pillarId: query.pillarId,
    cycleId: query.cycleId,
    afterLevel: after?.level,
    afterTitle: after?.title,
    afterId: after?.id,
  });
  const [first] = rows;
  if (!first) return { found: 'none' };
  if (!first.pillarFound) return { found: 'no-pillar' };
  const nodes: ObjectiveTreeNode[] = [];
  for (const row of rows) {
    const node = toNode(row);
    if (node) nodes.push(node);
  }
  return { found: 'page', nodes };
}
