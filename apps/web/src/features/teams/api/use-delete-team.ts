import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';
import { teamKeys } from './query-keys';

/** DELETE /api/teams/:id (members lose it as primary team; objectives keep their history). */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/teams/${id}`);
    },
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(id) });
      await invalidateTeamData(queryClient);
    },
  });
}
