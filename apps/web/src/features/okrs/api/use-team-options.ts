import type { Paginated } from '@rumo/shared/common/pagination';
import { MAX_PAGE_SIZE } from '@rumo/shared/common/pagination';
import type { Team } from '@rumo/shared/teams/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

/** The company's teams (by name) for the team filter and the objective form. */
export function useTeamOptions() {
  return useQuery({
    queryKey: okrKeys.teamOptions,
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Team>>(`/teams?page=1&limit=${MAX_PAGE_SIZE}`, { signal }),
      ).data.map((team) => ({ value: team.id, label: team.name })),
    staleTime: 60_000,
  });
}
