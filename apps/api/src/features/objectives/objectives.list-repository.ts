import type { Objective } from '@rumo/shared/objectives/contracts';
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
import { pillars } from '../planning/planning.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { keyResultCount, listOrder, toObjective } from './objectives.read-repository';
import { objectives } from './objectives.table';

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

type Variant = { limit: number; present: Optional[] };
const variantName = ({ limit, present }: Variant) => `${limit}_${present.join('_')}`;

/**
 * The whole list in one statement, prepared once per page size and filter combination: the
 * cycle (asked or current), the total, then the page's ids in index order, and only those rows
 * joined to their owner, team, parent, pillar and key result count. The cycle row drives the
 * rest, so a page past the end still carries the total, and no row at all means no such cycle.
 */
const listStatement = preparedPerDatabase(variantName, (db, variant) => {
  const { limit, present } = variant;
  const has = (name: Optional) => present.includes(name);
  const cycle = db
    .$with('list_cycle')
    .as(
      selectCycleId(
        db,
        placeholder('companyId'),
        has('cycleId') ? placeholder('cycleId') : undefined,
      ),
    );
  const where = and(
    eq(objectives.companyId, placeholder('companyId')),
    eq(objectives.cycleId, sql`(select ${cycle.id} from ${cycle})`),
    has('teamId') ? eq(objectives.teamId, placeholder('teamId')) : undefined,
    has('ownerId') ? eq(objectives.ownerId, placeholder('ownerId')) : undefined,
    has('level') ? eq(objectives.level, placeholder('level')) : undefined,
    has('status') ? eq(objectives.status, placeholder('status')) : undefined,
    has('confidence') ? eq(objectives.confidence, placeholder('confidence')) : undefined,
    has('search') ? ilike(objectives.title, placeholder('search')) : undefined,
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
      objective: objectives,
      ownerName: users.name,
      ownerAvatar: users.avatar,
      teamName: teams.name,
      parentTitle: listParent.title,
      pillarName: pillars.name,
      pillarColor: pillars.color,
      keyResultCount,
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

/** One page of a cycle's objectives and the filtered total; undefined when the cycle is not found. */
export async function listObjectiveViews(
  db: Database,
  companyId: string,
  filters: ObjectiveListFilters,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: Objective[]; total: number } | undefined> {
  const values: Record<string, unknown> = { companyId, offset: (page - 1) * limit };
  const present: Optional[] = [];
  for (const name of OPTIONAL) {
    const value = filters[name];
    if (value === undefined) continue;
    present.push(name);
    values[name] = name === 'search' ? containsPattern(value) : value;
  }
  const rows = await listStatement(db, { limit, present }).execute(values);
  const [first] = rows;
  if (!first) return undefined;
  const data: Objective[] = [];
  for (const { objective, ownerName, ...rest } of rows) {
    if (objective) data.push(toObjective({ ...rest, objective, ownerName: ownerName ?? '' }));
  }
  return { rows: data, total: first.total };
}
