import type { CompanySettings, CompanySettingsBody } from '@rumo/shared/settings/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { settingsSaved } from './settings-saved';

/** PUT /api/settings (admin) */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanySettingsBody) =>
      requireData(await authApi.put<CompanySettings>('/settings', body)),
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  });
}
