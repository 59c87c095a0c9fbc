import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import {
  CONFIDENCES,
  type Confidence,
  OBJECTIVE_LEVELS,
  OBJECTIVE_STATUSES,
  type ObjectiveLevel,
  type ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
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
export const FILTER_PARAMS: FilterParams<ObjectiveListFilters> = {
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

/** Reads the filters from the URL, ignoring values the API would refuse (an edited link). */
export function readListFilters(params: URLSearchParams): ObjectiveListFilters {
  return {
    teamId: uuidOrNull(params.get(FILTER_PARAMS.teamId)),
    ownerId: uuidOrNull(params.get(FILTER_PARAMS.ownerId)),
    level: oneOf(OBJECTIVE_LEVELS, params.get(FILTER_PARAMS.level)),
    status: oneOf(OBJECTIVE_STATUSES, params.get(FILTER_PARAMS.status)),
    confidence: oneOf(CONFIDENCES, params.get(FILTER_PARAMS.confidence)),
    search: readSearch(params.get(FILTER_PARAMS.search)),
    page: readPage(params.get(FILTER_PARAMS.page)),
  };
}

/** A copy of `params` with `changes` applied; other parameters (cycle, tab) are kept. */
export const writeListFilters = (params: URLSearchParams, changes: Partial<ObjectiveListFilters>) =>
  writeUrlFilters(params, changes, FILTER_PARAMS);

/** Removes every filter (and the page), keeping the cycle and the tab. */
export const clearListFilters = (params: URLSearchParams) => clearUrlFilters(params, FILTER_PARAMS);

export const hasActiveFilters = (filters: ObjectiveListFilters) => hasActiveUrlFilters(filters);

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
