import type { CreatedScimToken, CreateScimTokenBody } from '@rumo/shared/scim/tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { scimTokensKey } from './use-scim-tokens';

/** POST /api/scim-tokens (admin): the answer carries the token, shown only this once. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateScimTokenBody) =>
      requireData(await authApi.post<CreatedScimToken>('/scim-tokens', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensKey }),
  });
}
