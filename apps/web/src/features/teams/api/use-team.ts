import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** GET /api/teams/:id: leader, members and the team's objectives in the current cycle. */
export function useTeam(id: string) {
  return useQuery({
    queryKey: teamKeys.detail(id),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<TeamDetail>(`/teams/${id}`, { signal })),
    retry: false,
  });
}
