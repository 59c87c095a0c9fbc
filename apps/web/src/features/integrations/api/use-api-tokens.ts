import type {
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
} from '@rumo/shared/api-tokens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const apiTokensKey = ['integrations', 'api-tokens'] as const;

/** GET /api/api-tokens (admin): the company's active API tokens (prefix only). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<{ data: ApiToken[] }>('/api-tokens', { signal })).data,
  });
}

/** POST /api/api-tokens (admin): the answer carries the token, shown only this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiTokenBody) =>
      requireData(await authApi.post<CreatedApiToken>('/api-tokens', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

/** DELETE /api/api-tokens/:id (admin): calls with the token stop at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/api-tokens/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
