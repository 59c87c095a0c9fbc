import type { ScimToken } from '@rumo/shared/scim/tokens';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const scimTokensKey = ['sso', 'scim-tokens'] as const;

/** GET /api/scim-tokens (admin): the company's active SCIM tokens (prefix only). */
export function useScimTokens() {
  return useQuery({
    queryKey: scimTokensKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<{ data: ScimToken[] }>('/scim-tokens', { signal })).data,
  });
}
