import type { ConnectedApp, OAuthAuthorizeQuery, OAuthConsent } from '@rumo/shared/oauth/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export const connectedAppsKey = ['integrations', 'connected-apps'] as const;

/** GET /api/oauth/consent: the assistant asking and the permissions it asks for. */
export function useOAuthConsent(request: OAuthAuthorizeQuery | null) {
  return useQuery({
    queryKey: ['oauth', 'consent', request],
    enabled: request !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<OAuthConsent>(`/oauth/consent?${new URLSearchParams(request ?? {})}`, {
          signal,
        }),
      ),
  });
}

/** POST /api/oauth/consent: where the browser goes back to the assistant. */
export function useOAuthDecision() {
  return useMutation({
    mutationFn: async (body: OAuthAuthorizeQuery & { decision: 'allow' | 'deny' }) =>
      requireData(await authApi.post<{ redirectTo: string }>('/oauth/consent', body)).redirectTo,
  });
}

/** GET /api/oauth/connected-apps: the person's own (an admin: the company's). */
export function useConnectedApps() {
  return useQuery({
    queryKey: connectedAppsKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<{ data: ConnectedApp[] }>('/oauth/connected-apps', { signal }))
        .data,
  });
}

/** DELETE /api/oauth/connected-apps/:id: the assistant's tokens stop at once. */
export function useRevokeConnectedApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/oauth/connected-apps/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAppsKey }),
  });
}
