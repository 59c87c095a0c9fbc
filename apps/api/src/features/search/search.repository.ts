import { SEARCH_LIMIT_PER_KIND, type SearchKind } from '@rumo/shared/search/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PLANNED_PER_CALL } from '../../db/auto-prepare';
import type { Database } from '../../db/database';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern';
import { type ObjectiveViewer, objectiveVisibleTo } from '../objectives/public';

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  objective_id: string | null;
  avatar: string | null;
  private: boolean;
}

export interface SearchScope {
  companyId: string;
  /** Admins also find people who are invited or deactivated; others, active people only. */
  includeInactivePeople: boolean;
  /** Who searches: objectives and key results they may not see are left out. */
  viewer: ObjectiveViewer;
}

/**
 * Objectives, key results, people and teams of one company whose name holds the folded text,
 * in ONE statement: each kind ranks names starting with the text first and keeps the top few.
 *
 * Objectives, key results and people stop early (docs/decisions/0051-search-stops-early.md):
 * each takes apart the top few names starting with the text and the top few holding it, in the
 * kind's own order, and ranks their union. The union holds the top few of all: at most `limit`
 * of them start with the text, and the second part holds the first of those that do not. A rare
 * text is found by trigram indexes; a common one by walking an index in the kind's order until
 * it has enough, so a word in every title no longer sorts 20,000 key results.
 */
export async function searchCompany(
  db: Database,
  scope: SearchScope,
  folded: string,
): Promise<SearchRow[]> {
  const anywhere = containsPattern(folded);
  const prefix = startsWithPattern(folded);
  const limit = SEARCH_LIMIT_PER_KIND;
  const company = scope.companyId;
  const visible = objectiveVisibleTo(scope.viewer, sql.identifier('o'));
  // Objectives, key results and people carry a stored folded copy (`*_folded`).
  const starts = (folded: SQL) => sql`${folded} like ${prefix}`;
  const holds = (folded: SQL) => sql`${folded} like ${anywhere}`;
  const nameStartsOrHolds = [starts, holds] as const;

  // Per cycle, the newest cycles first; within one, the list's order (objectives_list_idx).
  const [objectivesStarting, objectivesHolding] = nameStartsOrHolds.map(
    (match) => sql`
    (select o.id, o.title, o.private, o.level, ${starts(sql`o.title_folded`)} as starts
       from objectives o
      where o.company_id = ${company} and o.cycle_id = c.id
        and ${match(sql`o.title_folded`)} and ${visible}
      order by o.level, o.title, o.id
      limit ${limit})`,
  );
  // The newest first (key_results_search_recent_idx). An admin sees every objective: the
  // objective is then joined only to the five kept, which halves the statement's planning.
  const seesAll = scope.viewer.role === 'admin';
  const [keyResultsStarting, keyResultsHolding] = nameStartsOrHolds.map(
    (match) => sql`
    (select k.id, k.title, k.objective_id, k.created_at, ${starts(sql`k.title_folded`)} as starts
       from key_results k
       ${seesAll ? sql`` : sql`join objectives o on o.id = k.objective_id and ${visible}`}
      where k.company_id = ${company} and ${match(sql`k.title_folded`)}
      order by k.created_at desc, k.title, k.id
      limit ${limit})`,
  );
  // By name, as the people list (users_company_name_idx); e-mails count as holding the text.
  const [peopleStarting, peopleHolding] = [
    starts(sql`u.name_folded`),
    sql`(${holds(sql`u.name_folded`)} or ${holds(sql`lower(u.email)`)})`,
  ].map(
    (match) => sql`
    (select u.id, u.name, u.position, u.email, u.avatar, ${starts(sql`u.name_folded`)} as starts
       from users u
      where u.company_id = ${company} and (u.status = 'active' or ${scope.includeInactivePeople})
        and ${match}
      order by lower(u.name), u.id
      limit ${limit})`,
  );

  // Planned per call: its plans depend on the pattern itself, which a generic plan cannot see.
  const result = await db.execute(sql`${sql.raw(PLANNED_PER_CALL)}
    (select 'objective' as kind, o.id, o.title, c.name as subtitle,
            null::uuid as objective_id, null::text as avatar, o.private
       from cycles c cross join lateral (${objectivesStarting} union ${objectivesHolding}) o
      where c.company_id = ${company}
      order by o.starts desc, c.start_date desc, o.level, o.title, o.id
      limit ${limit})
    union all
    (select 'key_result', k.id, k.title, o.title, k.objective_id, null, o.private
       from (${keyResultsStarting} union ${keyResultsHolding}) k
       join objectives o on o.id = k.objective_id
      order by k.starts desc, k.created_at desc, k.title, k.id
      limit ${limit})
    union all
    (select 'person', u.id, u.name, coalesce(u.position, u.email), null, u.avatar, false
       from (${peopleStarting} union ${peopleHolding}) u
      order by u.starts desc, lower(u.name), u.id
      limit ${limit})
    union all
    (select 'team', t.id, t.name, t.description, null, null, false
       from teams t
      where t.company_id = ${company} and ${holds(sql`t.name_folded`)}
      order by ${starts(sql`t.name_folded`)} desc, t.name, t.id
      limit ${limit})`);
  // Both drivers (PGlite, node-postgres) answer raw queries as `{ rows }`; the shared type cannot say so.
  return (result as unknown as { rows: SearchRow[] }).rows;
}
