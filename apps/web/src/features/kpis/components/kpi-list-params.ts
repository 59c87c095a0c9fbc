import { DEFAULT_PAGE_SIZE } from '@rumo/shared/common/pagination';
import { type FilterParams, readPage, uuidOrNull } from '../../../lib/url-filters';

export interface KpiListParams {
  /** A team's id, `company`, or '' for all. */
  team: string;
  archived: boolean;
  page: number;
}

/** pt-BR URL parameters of the KPI list. */
export const KPI_LIST_PARAMS: FilterParams<KpiListParams> = {
  team: 'time',
  archived: 'arquivados',
  page: 'pagina',
};

export function readKpiListParams(params: URLSearchParams): KpiListParams {
  const team = params.get(KPI_LIST_PARAMS.team);
  return {
    team: team === 'company' ? 'company' : (uuidOrNull(team) ?? ''),
    archived: params.get(KPI_LIST_PARAMS.archived) === 'true',
    page: readPage(params.get(KPI_LIST_PARAMS.page)),
  };
}

export function kpiListQueryString({ team, archived, page }: KpiListParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  if (team) query.set('teamId', team);
  if (archived) query.set('archived', 'true');
  return query.toString();
}
