import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { settingsSaved } from './settings-saved';

/** POST /api/settings/logo, multipart field `logo` (admin). */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const formData = new FormData();
      formData.append('logo', file);
      return requireData(await authApi.upload<CompanySettings>('/settings/logo', formData));
    },
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  });
}

/** DELETE /api/settings/logo (admin). */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => requireData(await authApi.delete<CompanySettings>('/settings/logo')),
    onSuccess: (settings) => settingsSaved(queryClient, settings),
  });
}
