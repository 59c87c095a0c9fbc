import { foldForSearch, SEARCH_KINDS, type SearchResponse } from '@rumo/shared/search/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { searchCompany } from './search.repository';

/** The caller's company only; people's inactive accounts only for admins (who manage them). */
export async function search(
  db: Database,
  caller: AuthUser,
  query: string,
): Promise<SearchResponse> {
  const rows = await searchCompany(
    db,
    {
      companyId: caller.companyId,
      includeInactivePeople: caller.role === 'admin',
      viewer: caller,
    },
    foldForSearch(query),
  );
  // UNION ALL promises no order between its branches: group by kind here (the sort is stable).
  const byKind = rows.toSorted(
    (a, b) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
  );
  return {
    query,
    results: byKind.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      objectiveId: row.objective_id,
      avatar: row.avatar,
      private: row.private,
    })),
  };
}
