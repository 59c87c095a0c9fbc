import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import {
  CONFIDENCES,
  type Confidence,
  OBJECTIVE_LEVELS,
  OBJECTIVE_STATUSES,
  type ObjectiveLevel,
  type ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';

/** The list's filters, as the URL keeps them so they survive a reload or a shared link. */
export interface ObjectiveListFilters {
  teamId: string | null;
  ownerId: string | null;
  level: ObjectiveLevel | null;
  status: ObjectiveStatus | null;
  confidence: Confidence | null;
  search: string;
  page: number;
}

export type ObjectiveFilterName = Exclude<keyof ObjectiveListFilters, 'page'>;

/** pt-BR URL parameter of each filter. */
export const FILTER_PARAMS: Record<keyof ObjectiveListFilters, string> = {
  teamId: 'time',
  ownerId: 'responsavel',
  level: 'nivel',
  status: 'status',
  confidence: 'confianca',
  search: 'busca',
  page: 'pagina',
};

export const EMPTY_FILTERS: ObjectiveListFilters = {
  teamId: null,
  ownerId: null,
  level: null,
  status: null,
  confidence: null,
  search: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

const uuidOrNull = (value: string | null) => (value && UUID.test(value) ? value : null);

/** Reads the filters from the URL, ignoring values the API would refuse (an edited link). */
export function readListFilters(params: URLSearchParams): ObjectiveListFilters {
  const page = Number.parseInt(params.get(FILTER_PARAMS.page) ?? '', 10);
  return {
    teamId: uuidOrNull(params.get(FILTER_PARAMS.teamId)),
    ownerId: uuidOrNull(params.get(FILTER_PARAMS.ownerId)),
    level: oneOf(OBJECTIVE_LEVELS, params.get(FILTER_PARAMS.level)),
    status: oneOf(OBJECTIVE_STATUSES, params.get(FILTER_PARAMS.status)),
    confidence: oneOf(CONFIDENCES, params.get(FILTER_PARAMS.confidence)),
    search: (params.get(FILTER_PARAMS.search) ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * A copy of `params` with `changes` applied; empty values are dropped and changing any
 * filter goes back to page 1. Other parameters (cycle, tab) are kept.
 */
export function writeListFilters(
  params: URLSearchParams,
  changes: Partial<ObjectiveListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes) as [keyof ObjectiveListFilters, unknown][]) {
    const param = FILTER_PARAMS[name];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || (name === 'page' && text === '1')) next.delete(param);
    else next.set(param, text);
  }
  const changesFilter = Object.keys(changes).some((name) => name !== 'page');
  if (changesFilter && changes.page === undefined) next.delete(FILTER_PARAMS.page);
  return next;
}

/** Removes every filter (and the page), keeping the cycle and the tab. */
export function clearListFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of Object.values(FILTER_PARAMS)) next.delete(param);
  return next;
}

export function hasActiveFilters(filters: ObjectiveListFilters): boolean {
  return (
    filters.teamId !== null ||
    filters.ownerId !== null ||
    filters.level !== null ||
    filters.status !== null ||
    filters.confidence !== null ||
    filters.search.trim() !== ''
  );
}

/** The GET /api/objectives query string (objectiveListQuerySchema) for these filters. */
export function listQueryString(
  filters: ObjectiveListFilters,
  cycleId: string | null,
  limit: number = DEFAULT_PAGE_SIZE,
): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  if (cycleId) query.set('cycleId', cycleId);
  if (filters.teamId) query.set('teamId', filters.teamId);
  if (filters.ownerId) query.set('ownerId', filters.ownerId);
  if (filters.level) query.set('level', filters.level);
  if (filters.status) query.set('status', filters.status);
  if (filters.confidence) query.set('confidence', filters.confidence);
  const search = filters.search.trim();
  if (search) query.set('search', search);
  return query.toString();
}
