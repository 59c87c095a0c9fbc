import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';
import { teamKeys } from './query-keys';

/** PUT /api/teams/:id/members: replaces the member list. */
export function useSetTeamMembers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) =>
      requireData(await authApi.put<TeamDetail>(`/teams/${id}/members`, { userIds })),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(id), team);
      await invalidateTeamData(queryClient);
    },
  });
}
