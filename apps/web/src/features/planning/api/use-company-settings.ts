import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { planningKeys } from './query-keys';

/** GET /api/settings: the default cycle length suggests new cycles' dates. */
export function useCompanySettings() {
  return useQuery({
    queryKey: planningKeys.settings,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<CompanySettings>('/settings', { signal })),
    staleTime: 5 * 60_000,
  });
}
