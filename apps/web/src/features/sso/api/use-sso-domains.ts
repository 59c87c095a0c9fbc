import type {
  AddSsoDomainBody,
  SsoDomain,
  SsoDomainList,
  SsoProvisioningBody,
} from '@rumo/shared/sso-domains/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const ssoDomainKeys = { list: ['sso', 'domains'] as const };

/** GET /api/sso-domains (admin): the domains, the default team and whether SSO is on. */
export function useSsoDomains() {
  return useQuery({
    queryKey: ssoDomainKeys.list,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<SsoDomainList>('/sso-domains', { signal })),
  });
}

/** Every change refreshes the list (one small read). */
function useDomainMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoDomainKeys.list }),
  });
}

/** POST /api/sso-domains */
export const useAddSsoDomain = () =>
  useDomainMutation(async (body: AddSsoDomainBody) =>
    requireData(await authApi.post<SsoDomain>('/sso-domains', body)),
  );

/** POST /api/sso-domains/:id/verify: reads the DNS now. */
export const useVerifySsoDomain = () =>
  useDomainMutation(async (id: string) =>
    requireData(await authApi.post<SsoDomain>(`/sso-domains/${id}/verify`)),
  );

/** PUT /api/sso-domains/:id/enforcement ("Exigir SSO") */
export const useSsoEnforcement = () =>
  useDomainMutation(async ({ id, requireSso }: { id: string; requireSso: boolean }) =>
    requireData(await authApi.put<SsoDomain>(`/sso-domains/${id}/enforcement`, { requireSso })),
  );

/** DELETE /api/sso-domains/:id */
export const useRemoveSsoDomain = () =>
  useDomainMutation(async (id: string) => authApi.delete(`/sso-domains/${id}`));

/** PUT /api/sso-domains/provisioning: the default team of people created on first SSO sign-in. */
export const useSsoProvisioning = () =>
  useDomainMutation(async (body: SsoProvisioningBody) =>
    authApi.put('/sso-domains/provisioning', body),
  );
