import type { SamlConfig, SamlConfigBody } from '@rumo/shared/sso/saml';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const samlKeys = { config: ['sso', 'saml'] as const };

/** GET /api/sso/saml (admin): Rumo's SP addresses and the IdP configured, if any. */
export function useSamlConfig() {
  return useQuery({
    queryKey: samlKeys.config,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<SamlConfig>('/sso/saml', { signal })),
  });
}

/** PUT /api/sso/saml: metadata (pasted or by URL), on/off, session hours. */
export function useSaveSaml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SamlConfigBody) =>
      requireData(await authApi.put<SamlConfig>('/sso/saml', body)),
    onSuccess: (config) => queryClient.setQueryData(samlKeys.config, config),
  });
}

/** DELETE /api/sso/saml */
export function useRemoveSaml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await authApi.delete('/sso/saml');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: samlKeys.config }),
  });
}
