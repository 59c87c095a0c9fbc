import { MAX_PAGE_SIZE } from '@rumo/shared/common/page-size';
import type { Paginated } from '@rumo/shared/common/pagination';
import type { Team } from '@rumo/shared/teams/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { okrQueryRoots } from './okr-query-keys';

/** The company's teams (by name) for pickers and filters; under the teams root so team changes refresh it. */
export function useTeamOptions(enabled = true) {
  return useQuery({
    queryKey: [...okrQueryRoots.teams, 'options'] as const,
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Team>>(`/teams?page=1&limit=${MAX_PAGE_SIZE}`, { signal }),
      ).data.map((team) => ({ value: team.id, label: team.name })),
    enabled,
    staleTime: 60_000,
  });
}
