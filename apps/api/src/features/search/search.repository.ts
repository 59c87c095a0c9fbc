import { SEARCH_LIMIT_PER_KIND, type SearchKind } from '@rumo/shared/search/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern';
import { type ObjectiveViewer, objectiveVisibleTo } from '../objectives/public';

/*
 * Accent folding in SQL without the unaccent extension (PGlite lacks it): translate the
 * Portuguese accented letters, both cases, then lower(). The letters are mapped before lower()
 * because lower() under the C locale leaves non-ASCII letters as they are.
 */
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';
const fold = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

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
  const matches = (column: SQL) => sql`${fold(column)} like ${anywhere}`;
  const startsFirst = (column: SQL) => sql`(${fold(column)} like ${prefix}) desc`;
  const result = await db.execute(sql`
    (select 'objective' as kind, o.id, o.title, c.name as subtitle,
            null::uuid as objective_id, null::text as avatar, o.private
       from objectives o join cycles c on c.id = o.cycle_id
      where o.company_id = ${scope.companyId} and ${matches(sql`o.title`)}
        and ${objectiveVisibleTo(scope.viewer, sql.identifier('o'))}
      order by ${startsFirst(sql`o.title`)}, c.start_date desc, o.title, o.id
      limit ${limit})
    union all
    (select 'key_result', k.id, k.title, o.title, k.objective_id, null, o.private
       from key_results k join objectives o on o.id = k.objective_id
      where k.company_id = ${scope.companyId} and ${matches(sql`k.title`)}
        and ${objectiveVisibleTo(scope.viewer, sql.identifier('o'))}
      order by ${startsFirst(sql`k.title`)}, k.created_at desc, k.title, k.id
      limit ${limit})
    union all
    (select 'person', u.id, u.name, coalesce(u.position, u.email), null, u.avatar, false
       from users u
      where u.company_id = ${scope.companyId}
        and (u.status = 'active' or ${scope.includeInactivePeople})
        and (${matches(sql`u.name`)} or lower(u.email) like ${anywhere})
      order by ${startsFirst(sql`u.name`)}, u.name, u.id
      limit ${limit})
    union all
    (select 'team', t.id, t.name, t.description, null, null, false
       from teams t
      where t.company_id = ${scope.companyId} and ${matches(sql`t.name`)}
      order by ${startsFirst(sql`t.name`)}, t.name, t.id
      limit ${limit})`);
  // Both drivers (PGlite, node-postgres) answer raw queries as `{ rows }`; the shared type cannot say so.
  return (result as unknown as { rows: SearchRow[] }).rows;
}
