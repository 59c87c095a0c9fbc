import type { Cycle, CycleBody } from '@rumo/shared/cycles/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** Which cycle is current changes what the OKR pages and the dashboard show. */
function invalidateCycles(queryClient: QueryClient) {
  return Promise.all(
    [
      okrQueryRoots.cycles,
      okrQueryRoots.objectives,
      okrQueryRoots.dashboard,
      okrQueryRoots.checkIns,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** POST /api/cycles (admins): a new cycle in planning. */
export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CycleBody) => requireData(await authApi.post<Cycle>('/cycles', body)),
    onSuccess: () => invalidateCycles(queryClient),
  });
}

export type CycleAction = 'activate' | 'close' | 'delete';

/** POST /api/cycles/:id/activate, POST /api/cycles/:id/close, DELETE /api/cycles/:id. */
export function useCycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: CycleAction }) => {
      if (action === 'delete') await authApi.delete(`/cycles/${id}`);
      else await authApi.post<Cycle>(`/cycles/${id}/${action}`);
    },
    onSuccess: () => invalidateCycles(queryClient),
  });
}
