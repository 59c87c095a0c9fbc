import {
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '@rumo/shared/auth/contracts';
import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';

/** The list's filters, as the URL keeps them so they survive a reload or a shared link. */
export interface UserListFilters {
  search: string;
  role: UserRole | null;
  status: UserStatus | null;
  teamId: string | null;
  page: number;
}

/** pt-BR URL parameter of each filter. */
export const USER_FILTER_PARAMS: Record<keyof UserListFilters, string> = {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from the URL, ignoring values the API would refuse (an edited link). */
export function readUserFilters(params: URLSearchParams): UserListFilters {
  const page = Number.parseInt(params.get(USER_FILTER_PARAMS.page) ?? '', 10);
  const teamId = params.get(USER_FILTER_PARAMS.teamId);
  return {
    search: (params.get(USER_FILTER_PARAMS.search) ?? '').slice(0, 100),
    role: oneOf(USER_ROLES, params.get(USER_FILTER_PARAMS.role)),
    status: oneOf(USER_STATUSES, params.get(USER_FILTER_PARAMS.status)),
    teamId: teamId && UUID.test(teamId) ? teamId : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * A copy of `params` with `changes` applied; empty values are dropped and changing any
 * filter goes back to page 1. Unrelated parameters are kept.
 */
export function writeUserFilters(
  params: URLSearchParams,
  changes: Partial<UserListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes) as [keyof UserListFilters, unknown][]) {
    const param = USER_FILTER_PARAMS[name];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || (name === 'page' && text === '1')) next.delete(param);
    else next.set(param, text);
  }
  const changesFilter = Object.keys(changes).some((name) => name !== 'page');
  if (changesFilter && changes.page === undefined) next.delete(USER_FILTER_PARAMS.page);
  return next;
}

export function clearUserFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of Object.values(USER_FILTER_PARAMS)) next.delete(param);
  return next;
}

export function hasActiveUserFilters(filters: UserListFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.role !== null ||
    filters.status !== null ||
    filters.teamId !== null
  );
}

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
