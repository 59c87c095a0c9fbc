import { SEARCH_LIMIT_PER_KIND, type SearchKind } from '@rumo/shared/search/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { foldSql } from '../../db/text-fold';
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
 * in ONE statement: each branch ranks names starting with the text first and keeps the top few.
 */
export async function searchCompany(
  db: Database,
  scope: SearchScope,
  folded: string,
): Promise<SearchRow[]> {
  const anywhere = containsPattern(folded);
  const prefix = startsWithPattern(folded);
  const limit = SEARCH_LIMIT_PER_KIND;
  // Objectives, key results and people carry a stored folded copy (`*_folded`); teams are few.
  const matches = (folded: SQL) => sql`${folded} like ${anywhere}`;
  const startsFirst = (folded: SQL) => sql`(${folded} like ${prefix}) desc`;
  const result = await db.execute(sql`
    (select 'objective' as kind, o.id, o.title, c.name as subtitle,
            null::uuid as objective_id, null::text as avatar, o.private
       from objectives o join cycles c on c.id = o.cycle_id
      where o.company_id = ${scope.companyId} and ${matches(sql`o.title_folded`)}
        and ${objectiveVisibleTo(scope.viewer, sql.identifier('o'))}
      order by ${startsFirst(sql`o.title_folded`)}, c.start_date desc, o.title, o.id
      limit ${limit})
    union all
    (select 'key_result', k.id, k.title, o.title, k.objective_id, null, o.private
       from key_results k join objectives o on o.id = k.objective_id
      where k.company_id = ${scope.companyId} and ${matches(sql`k.title_folded`)}
        and ${objectiveVisibleTo(scope.viewer, sql.identifier('o'))}
      order by ${startsFirst(sql`k.title_folded`)}, k.created_at desc, k.title, k.id
      limit ${limit})
    union all
    (select 'person', u.id, u.name, coalesce(u.position, u.email), null, u.avatar, false
       from users u
      where u.company_id = ${scope.companyId}
        and (u.status = 'active' or ${scope.includeInactivePeople})
        and (${matches(sql`u.name_folded`)} or lower(u.email) like ${anywhere})
      order by ${startsFirst(sql`u.name_folded`)}, u.name, u.id
      limit ${limit})
    union all
    (select 'team', t.id, t.name, t.description, null, null, false
       from teams t
      where t.company_id = ${scope.companyId} and ${matches(foldSql(sql`t.name`))}
      order by ${startsFirst(foldSql(sql`t.name`))}, t.name, t.id
      limit ${limit})`);
  // Both drivers (PGlite, node-postgres) answer raw queries as `{ rows }`; the shared type cannot say so.
  return (result as unknown as { rows: SearchRow[] }).rows;
}
