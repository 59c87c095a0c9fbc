import { MAX_PAGE_SIZE } from '@rumo/shared/common/page-size';
import type { Paginated } from '@rumo/shared/common/pagination';
import type { Team } from '@rumo/shared/teams/contracts';
import { useQuery } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

export interface KpiTeamOption {
  value: string;
  label: string;
  leaderId: string | null;
}

/** The company's teams with their leaders: the filter, and the teams a leader may give KPIs to. */
export function useKpiTeams() {
  return useQuery({
    queryKey: [...okrQueryRoots.teams, 'kpi-options'] as const,
    queryFn: async ({ signal }): Promise<KpiTeamOption[]> =>
      requireData(
        await authApi.get<Paginated<Team>>(`/teams?page=1&limit=${MAX_PAGE_SIZE}`, { signal }),
      ).data.map((team) => ({
        value: team.id,
        label: team.name,
        leaderId: team.leader?.id ?? null,
      })),
    staleTime: 60_000,
  });
}
