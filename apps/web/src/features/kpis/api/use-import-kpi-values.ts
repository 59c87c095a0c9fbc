import type { KpiImportPreview } from '@rumo/shared/kpis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateKpis } from './invalidate-kpis';

/** POST /api/kpis/:id/import/preview: each row with its errors, nothing written. */
export function usePreviewKpiImport(id: string) {
  return useMutation({
    mutationFn: async (csv: string) =>
      requireData(await authApi.post<KpiImportPreview>(`/kpis/${id}/import/preview`, { csv })),
  });
}

/** POST /api/kpis/:id/import: every row in one transaction, or nothing. */
export function useImportKpiValues(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      requireData(await authApi.post<{ imported: number }>(`/kpis/${id}/import`, { csv })),
    onSuccess: () => invalidateKpis(queryClient),
  });
}
