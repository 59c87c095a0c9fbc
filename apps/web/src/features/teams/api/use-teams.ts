import type { Paginated } from '@rumo/shared/common/pagination';
import type { Team } from '@rumo/shared/teams/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/teams?page&limit&search */
export function useTeams(queryString: string) {
  return useQuery({
    queryKey: teamKeys.list(queryString),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<Paginated<Team>>(`/teams?${queryString}`, { signal })),
    placeholderData: keepPreviousData,
  });
}
