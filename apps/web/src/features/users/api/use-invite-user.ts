import type { InviteUserBody, ManagedUser } from '@rumo/shared/users/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

/** POST /api/users/invite: creates the pending user and e-mails the invitation link. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteUserBody) =>
      requireData(await authApi.post<ManagedUser>('/users/invite', body)),
    onSuccess: () => invalidateUserData(queryClient),
  });
}
