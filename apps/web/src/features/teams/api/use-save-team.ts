import type { Team, TeamBody } from '@rumo/shared/teams/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';

export interface SaveTeamInput {
  /** Absent to create (POST /api/teams), set to edit (PUT /api/teams/:id). */
  id?: string;
  body: TeamBody;
}

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveTeamInput) =>
      requireData(
        id
          ? await authApi.put<Team>(`/teams/${id}`, body)
          : await authApi.post<Team>('/teams', body),
      ),
    onSuccess: () => invalidateTeamData(queryClient),
  });
}
