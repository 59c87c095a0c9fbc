import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';

/** pt-BR URL parameters of the teams list (kept in the URL to survive a reload). */
export const TEAM_LIST_PARAMS = { search: 'busca', page: 'pagina' } as const;

export interface TeamListParams {
  search: string;
  page: number;
}

export function readTeamListParams(params: URLSearchParams): TeamListParams {
  const page = Number.parseInt(params.get(TEAM_LIST_PARAMS.page) ?? '', 10);
  return {
    search: (params.get(TEAM_LIST_PARAMS.search) ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A new search goes back to page 1; empty values leave the URL. */
export function writeTeamListParams(
  params: URLSearchParams,
  changes: Partial<TeamListParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.search !== undefined) {
    const search = changes.search.trim();
    if (search) next.set(TEAM_LIST_PARAMS.search, search);
    else next.delete(TEAM_LIST_PARAMS.search);
    next.delete(TEAM_LIST_PARAMS.page);
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) next.set(TEAM_LIST_PARAMS.page, String(changes.page));
    else next.delete(TEAM_LIST_PARAMS.page);
  }
  return next;
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
