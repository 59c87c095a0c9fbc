import type {
  FiscalData,
  FiscalDataBody,
  FiscalDataResponse,
} from '@rumo/shared/billing/fiscal-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

/** Under `billing`, so a billing action's invalidation refreshes it too. */
const fiscalDataKey = ['billing', 'fiscal-data'] as const;

/** GET /api/billing/fiscal-data (admin): who the notas fiscais are issued to; null if unknown. */
export function useFiscalData() {
  return useQuery({
    queryKey: fiscalDataKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<FiscalDataResponse>('/billing/fiscal-data', { signal })).data,
  });
}

/** PUT /api/billing/fiscal-data: used from the next nota fiscal on. */
export function useSaveFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FiscalDataBody) =>
      requireData(await authApi.put<FiscalDataResponse>('/billing/fiscal-data', body))
        .data as FiscalData,
    onSuccess: (saved) => queryClient.setQueryData(fiscalDataKey, saved),
  });
}
