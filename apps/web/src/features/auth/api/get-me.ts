import type { User } from '@rumo/shared/auth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

export async function getMe(signal?: AbortSignal): Promise<User> {
  return requireData(await authApi.get<User>('/auth/me', { signal }));
}

export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => getMe(signal),
});

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions, enabled });
}
