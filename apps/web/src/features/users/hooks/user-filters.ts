import {
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '@rumo/shared/auth/contracts';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import {
  clearUrlFilters,
  type FilterParams,
  hasActiveUrlFilters,
  oneOf,
  readPage,
  readSearch,
  uuidOrNull,
  writeUrlFilters,
} from '../../../lib/url-filters';

/** The list's filters, as the URL keeps them so they survive a reload or a shared link. */
export interface UserListFilters {
  search: string;
  role: UserRole | null;
  status: UserStatus | null;
  teamId: string | null;
  page: number;
}

/** pt-BR URL parameter of each filter. */
export const USER_FILTER_PARAMS: FilterParams<UserListFilters> = {
  search: 'busca',
  role: 'papel',
  status: 'status',
  teamId: 'time',
  page: 'pagina',
};

export const EMPTY_USER_FILTERS: UserListFilters = {
  search: '',
  role: null,
  status: null,
  teamId: null,
  page: 1,
};

/** Reads the filters from the URL, ignoring values the API would refuse (an edited link). */
export function readUserFilters(params: URLSearchParams): UserListFilters {
  return {
    search: readSearch(params.get(USER_FILTER_PARAMS.search)),
    role: oneOf(USER_ROLES, params.get(USER_FILTER_PARAMS.role)),
    status: oneOf(USER_STATUSES, params.get(USER_FILTER_PARAMS.status)),
    teamId: uuidOrNull(params.get(USER_FILTER_PARAMS.teamId)),
    page: readPage(params.get(USER_FILTER_PARAMS.page)),
  };
}

/** A copy of `params` with `changes` applied; unrelated parameters are kept. */
export const writeUserFilters = (params: URLSearchParams, changes: Partial<UserListFilters>) =>
  writeUrlFilters(params, changes, USER_FILTER_PARAMS);

export const clearUserFilters = (params: URLSearchParams) =>
  clearUrlFilters(params, USER_FILTER_PARAMS);

export const hasActiveUserFilters = (filters: UserListFilters) => hasActiveUrlFilters(filters);

/** The GET /api/users query string (userListQuerySchema) for these filters. */
export function userListQueryString(
  filters: UserListFilters,
  limit: number = DEFAULT_PAGE_SIZE,
): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.role) query.set('role', filters.role);
  if (filters.status) query.set('status', filters.status);
  if (filters.teamId) query.set('teamId', filters.teamId);
  return query.toString();
}
