import type {
  ConnectionTestResult,
  IdentityProvider,
  OidcProviderBody,
} from '@rumo/shared/sso/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { ssoKeys } from './query-keys';

/** GET /api/sso/providers (admin) */
export function useProviders() {
  return useQuery({
    queryKey: ssoKeys.providers,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<{ data: IdentityProvider[] }>('/sso/providers', { signal }))
        .data,
  });
}

/** POST /api/sso/providers/oidc, or PUT …/:id when editing (admin). */
export function useSaveOidcProvider(providerId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OidcProviderBody) =>
      requireData(
        providerId
          ? await authApi.put<IdentityProvider>(`/sso/providers/oidc/${providerId}`, body)
          : await authApi.post<IdentityProvider>('/sso/providers/oidc', body),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
  });
}

/** DELETE /api/sso/providers/:id (admin) */
export function useRemoveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (providerId: string) => {
      await authApi.delete(`/sso/providers/${providerId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
  });
}

/** POST /api/sso/oidc/test-connection (admin): a real discovery of the issuer. */
export function useTestConnection() {
  return useMutation({
    mutationFn: async (issuer: string) =>
      requireData(
        await authApi.post<ConnectionTestResult>('/sso/oidc/test-connection', { issuer }),
      ),
  });
}
