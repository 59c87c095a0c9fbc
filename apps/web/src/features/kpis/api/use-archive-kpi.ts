import type { Kpi } from '@rumo/shared/kpis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateKpis } from './invalidate-kpis';

/** PUT /api/kpis/:id/archived */
export function useArchiveKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      requireData(await authApi.put<Kpi>(`/kpis/${id}/archived`, { archived })),
    onSuccess: () => invalidateKpis(queryClient),
  });
}
