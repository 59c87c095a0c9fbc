import type { MessageResponse, UserRole } from '@rumo/shared/auth/contracts';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

/** One mutation for a row's menu; every success refreshes the list. */
function useUserMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateUserData(queryClient) });
}

/** POST /api/users/:id/resend-invite (pending users): earlier links stop working. */
export function useResendInvite() {
  return useUserMutation(async (id: string) =>
    requireData(await authApi.post<MessageResponse>(`/users/${id}/resend-invite`)),
  );
}

/** PUT /api/users/:id/role */
export function useChangeRole() {
  return useUserMutation(async ({ id, role }: { id: string; role: UserRole }) =>
    requireData(await authApi.put<ManagedUser>(`/users/${id}/role`, { role })),
  );
}

/** POST /api/users/:id/deactivate (ends the person's sessions) and /reactivate. */
export function useSetUserActive() {
  return useUserMutation(async ({ id, active }: { id: string; active: boolean }) =>
    requireData(
      await authApi.post<ManagedUser>(`/users/${id}/${active ? 'reactivate' : 'deactivate'}`),
    ),
  );
}

/** PUT /api/users/:id/team: the primary team (null clears it). */
export function useSetUserTeam() {
  return useUserMutation(async ({ id, teamId }: { id: string; teamId: string | null }) =>
    requireData(await authApi.put<ManagedUser>(`/users/${id}/team`, { teamId })),
  );
}
