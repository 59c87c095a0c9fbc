import type {
  Confidence,
  ObjectiveLevel,
  ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { and, count, eq, ilike, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { containsPattern } from '../../lib/like-pattern';
import { selectCycleId } from '../cycles/public';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { listOrder } from './objective-read.repository';
import { objectiveJson } from './objectives.list-json';
import { objectives } from './objectives.table';
import { type ObjectiveViewer, objectiveVisibleTo } from './visibility.repository';

export type ObjectiveListFilters = {
  /** The asked cycle; without it, the company's current one. */
  cycleId?: string | undefined;
  teamId?: string | undefined;
  ownerId?: string | undefined;
  level?: ObjectiveLevel | undefined;
  status?: ObjectiveStatus | undefined;
  confidence?: Confidence | undefined;
  search?: string | undefined;
};

const OPTIONAL = [
  'cycleId',
  'teamId',
  'ownerId',
  'level',
  'status',
  'confidence',
  'search',
] as const;
type Optional = (typeof OPTIONAL)[number];

const listParent = alias(objectives, 'parent_objective');
const placeholder = (name: string) => sql.placeholder(name);

/** PostgreSQL type of each value the list is filtered by. */
const TYPES: Record<Optional | 'companyId' | 'viewerId', string> = {
  companyId: 'uuid',
  viewerId: 'uuid',
  cycleId: 'uuid',
  teamId: 'uuid',
  ownerId: 'uuid',
  level: 'objective_level',
  status: 'objective_status',
  confidence: 'confidence',
  search: 'text',
};

/**
 * A value the planner cannot see (an init plan): the list's plan never depends on the company or
 * the filters' values, so PostgreSQL keeps one generic plan per connection instead of planning
 * the statement again on every call, which cost more than running it.
 */
const hidden = (name: Optional | 'companyId' | 'viewerId') =>
  sql`(select ${placeholder(name)}::${sql.raw(TYPES[name])})`;

/** `seesAll`: an admin, for whom the visibility rule is left out of the statement. */
type Variant = { limit: number; present: Optional[]; seesAll: boolean };
const variantName = ({ limit, present, seesAll }: Variant) =>
  `${limit}_${seesAll ? 'all' : 'visible'}_${present.join('_')}`;

/**
 * The whole list in one statement, prepared once per page size and filter combination: the
 * cycle (asked or current), the total, then the page's ids in index order, and only those rows
 * joined to their owner, team, parent, pillar and key result count. The cycle row drives the
 * rest, so a page past the end still carries the total, and no row at all means no such cycle.
 */
const listStatement = preparedPerDatabase(variantName, (db, variant) => {
  const { limit, present, seesAll } = variant;
  const has = (name: Optional) => present.includes(name);
  const cycle = db
    .$with('list_cycle')
    .as(selectCycleId(db, hidden('companyId'), has('cycleId') ? hidden('cycleId') : undefined));
  const where = and(
    eq(objectives.companyId, hidden('companyId')),
    eq(objectives.cycleId, sql`(select ${cycle.id} from ${cycle})`),
    has('teamId') ? eq(objectives.teamId, hidden('teamId')) : undefined,
    has('ownerId') ? eq(objectives.ownerId, hidden('ownerId')) : undefined,
    has('level') ? eq(objectives.level, hidden('level')) : undefined,
    has('status') ? eq(objectives.status, hidden('status')) : undefined,
    has('confidence') ? eq(objectives.confidence, hidden('confidence')) : undefined,
    has('search') ? ilike(objectives.title, hidden('search')) : undefined,
    seesAll ? undefined : objectiveVisibleTo({ id: hidden('viewerId'), role: 'user' }),
  );
  const totals = db.$with('list_total').as(
    db
      .select({ total: count().as('total') })
      .from(objectives)
      .where(where),
  );
  const page = db.$with('list_page').as(
    db
      .select({ id: objectives.id })
      .from(objectives)
      .where(where)
      .orderBy(...listOrder)
      // A literal limit (a validated integer, 1..100): with a placeholder, PostgreSQL's generic
      // plan guesses 10 % of the cycle for the page and hash-joins whole tables instead of
      // looking up 20 rows.
      .limit(sql.raw(String(limit)) as unknown as Placeholder)
      .offset(placeholder('offset')),
  );
  return db
    .with(cycle, totals, page)
    .select({
      total: totals.total,
      objective: sql<string | null>`(${objectiveJson(listParent)})::text`,
    })
    .from(cycle)
    .crossJoin(totals)
    .leftJoin(page, sql`true`)
    .leftJoin(objectives, eq(objectives.id, page.id))
    .leftJoin(users, eq(users.id, objectives.ownerId))
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(listParent, eq(listParent.id, objectives.parentObjectiveId))
    .leftJoin(pillars, eq(pillars.id, objectives.pillarId))
    .orderBy(...listOrder)
    .prepare(`objectives_list_${variantName(variant)}`);
});

/**
 * One page of a cycle's objectives, each as the JSON text of an `Objective` (PostgreSQL wrote
 * it; Node neither parses nor serializes it again), and the filtered total; undefined when the
 * cycle is not found.
 */
export async function listObjectiveViews(
  db: Database,
  reader: ObjectiveViewer & { id: string; companyId: string },
  filters: ObjectiveListFilters,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: string[]; total: number } | undefined> {
  const values: Record<string, unknown> = {
    companyId: reader.companyId,
    viewerId: reader.id,
    offset: (page - 1) * limit,
  };
  const present: Optional[] = [];
  for (const name of OPTIONAL) {
    const value = filters[name];
    if (value === undefined) continue;
    present.push(name);
    values[name] = name === 'search' ? containsPattern(value) : value;
  }
  const seesAll = reader.role === 'admin';
  const rows = await listStatement(db, { limit, present, seesAll }).execute(values);
  const [first] = rows;
  if (!first) return undefined;
  const data: string[] = [];
  for (const { objective } of rows) if (objective !== null) data.push(objective);
  return { rows: data, total: first.total };
}
