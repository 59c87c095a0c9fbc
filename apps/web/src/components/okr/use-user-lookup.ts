import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { okrQueryRoots } from './okr-query-keys';

export interface LookupUser {
  id: string;
  name: string;
  avatar: string | null;
  id_team: string | null;
}

export const userLookupQuery = (search: string) =>
  queryOptions({
    queryKey: [...okrQueryRoots.users, 'lookup', search] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (search) params.set('search', search);
      return requireData(
        await authApi.get<{ data: LookupUser[] }>(`/users/lookup?${params}`, { signal }),
      ).data;
    },
    staleTime: 60_000,
  });

/** Active users of the company matching `search` (by name), for owner and leader pickers. */
export function useUserLookup(search: string) {
  return useQuery({ ...userLookupQuery(search.trim()), placeholderData: keepPreviousData });
}
