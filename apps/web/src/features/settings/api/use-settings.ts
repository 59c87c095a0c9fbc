import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.company,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<CompanySettings>('/settings', { signal })),
  });
}
