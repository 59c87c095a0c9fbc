import type {
  AcceptInvitationBody,
  InvitationPreview,
  SessionUser,
} from '@rumo/shared/auth/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** GET /api/auth/invitation?token=: who is invited, to which company, by whom. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: async ({ signal }) =>
      requireData(
        await api.get<InvitationPreview>(`/auth/invitation?token=${encodeURIComponent(token)}`, {
          signal,
        }),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/auth/accept-invitation: sets the password and signs in, like the login does. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (body: AcceptInvitationBody) =>
      requireData(await api.post<SessionUser>('/auth/accept-invitation', body)),
    onSuccess: (user) => sessionStore.save(user),
  });
}
