import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { type FilterParams, readPage, readSearch } from '../../../lib/url-filters';

export interface TeamListParams {
  search: string;
  page: number;
}

/** pt-BR URL parameters of the teams list (kept in the URL to survive a reload). */
export const TEAM_LIST_PARAMS: FilterParams<TeamListParams> = { search: 'busca', page: 'pagina' };

export function readTeamListParams(params: URLSearchParams): TeamListParams {
  return {
    search: readSearch(params.get(TEAM_LIST_PARAMS.search)),
    page: readPage(params.get(TEAM_LIST_PARAMS.page)),
  };
}

/** The GET /api/teams query string. */
export function teamListQueryString(
  { search, page }: TeamListParams,
  limit: number = DEFAULT_PAGE_SIZE,
): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  return query.toString();
}
