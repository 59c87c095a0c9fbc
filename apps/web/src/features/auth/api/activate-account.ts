import type { MessageResponse } from '@rumo/shared/auth/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

export async function activateAccount(token: string): Promise<MessageResponse> {
  return requireData(await api.post<MessageResponse>('/auth/activate', { token }));
}

/**
 * Runs the one-time activation once per token. A query (not a mutation) so React's double
 * effects in development and re-renders never send the single-use token twice.
 */
export function useActivateAccount(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'activate', token],
    queryFn: () => activateAccount(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
