import type { KpiDetail } from '@rumo/shared/kpis/contracts';
import { useQuery } from '@tanstack/react-query';
import { kpiQueryKeys } from '../../../components/kpis/kpi-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** GET /api/kpis/:id */
export function useKpi(id: string) {
  return useQuery({
    queryKey: kpiQueryKeys.detail(id),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<KpiDetail>(`/kpis/${id}`, { signal })),
  });
}
