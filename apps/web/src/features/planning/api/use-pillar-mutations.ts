import type { Pillar, PillarBody } from '@rumo/shared/planning/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** Pillars show in the plan, on objectives and in the coverage. */
function invalidatePillars(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: okrQueryRoots.planning }),
    queryClient.invalidateQueries({ queryKey: okrQueryRoots.objectives }),
  ]);
}

/** POST /api/pillars or PUT /api/pillars/:id (admins). */
export function useSavePillar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: PillarBody }) =>
      requireData(
        id
          ? await authApi.put<Pillar>(`/pillars/${id}`, body)
          : await authApi.post<Pillar>('/pillars', body),
      ),
    onSuccess: () => invalidatePillars(queryClient),
  });
}

/** DELETE /api/pillars/:id: aligned objectives lose the alignment. */
export function useDeletePillar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/pillars/${id}`);
    },
    onSuccess: () => invalidatePillars(queryClient),
  });
}
