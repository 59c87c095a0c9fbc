import type { KpiValue, KpiValueBody } from '@rumo/shared/kpis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateKpis } from './invalidate-kpis';

/** PUT /api/kpis/:id/values (replaces the period's value when there is one). */
export function useRecordKpiValue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KpiValueBody) =>
      requireData(await authApi.put<KpiValue>(`/kpis/${id}/values`, body)),
    onSuccess: () => invalidateKpis(queryClient),
  });
}
