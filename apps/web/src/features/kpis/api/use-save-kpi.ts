import type { Kpi, KpiBody } from '@rumo/shared/kpis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateKpis } from './invalidate-kpis';

export interface SaveKpiInput {
  /** Absent to create (POST /api/kpis), set to edit (PUT /api/kpis/:id). */
  id?: string;
  body: KpiBody;
}

export function useSaveKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveKpiInput) =>
      requireData(
        id ? await authApi.put<Kpi>(`/kpis/${id}`, body) : await authApi.post<Kpi>('/kpis', body),
      ),
    onSuccess: () => invalidateKpis(queryClient),
  });
}
