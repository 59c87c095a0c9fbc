import type {
  FiscalSettings,
  FiscalSettingsBody,
  FiscalSettingsResponse,
} from '@rumo/shared/backoffice/fiscal-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireData } from '../../../lib/api-client';
import { backofficeApi } from '../api/backoffice-api-client';

const fiscalKey = ['backoffice', 'settings', 'fiscal'] as const;
const auditKey = ['backoffice', 'audit-log'] as const;

/** GET /backoffice/settings/fiscal: null until an admin saves them. */
export function useFiscalSettings() {
  return useQuery({
    queryKey: fiscalKey,
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<FiscalSettingsResponse>('/backoffice/settings/fiscal', { signal }),
      ).data,
  });
}

/** PUT /backoffice/settings/fiscal (admin; audited). */
export function useSaveFiscalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FiscalSettingsBody) =>
      requireData(
        await backofficeApi.put<FiscalSettingsResponse>('/backoffice/settings/fiscal', body),
      ).data as FiscalSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(fiscalKey, saved);
      return queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
