import type { Paginated } from '@rumo/shared/common/pagination';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { kpiQueryKeys } from './kpi-query-keys';

/** GET /api/kpis?teamId&archived&page&limit */
export function useKpis(queryString: string, enabled = true) {
  return useQuery({
    queryKey: kpiQueryKeys.list(queryString),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<Paginated<Kpi>>(`/kpis?${queryString}`, { signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
