import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { scimTokensKey } from './use-scim-tokens';

/** DELETE /api/scim-tokens/:id (admin): the identity provider stops syncing at once. */
export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/scim-tokens/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensKey }),
  });
}
