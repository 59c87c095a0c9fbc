import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { ObjectiveResult } from '@rumo/shared/okr/key-result-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';
import { okrKeys } from './query-keys';

/** POST /api/objectives/:id/close with the result and an optional comment. */
export function useCloseObjective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { result: ObjectiveResult; comment: string | null }) =>
      requireData(await authApi.post<ObjectiveDetail>(`/objectives/${id}/close`, body)),
    onSuccess: async (objective) => {
      queryClient.setQueryData(okrKeys.detail(id), objective);
      await invalidateOkrData(queryClient);
    },
  });
}

/** POST /api/objectives/:id/reopen */
export function useReopenObjective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      requireData(await authApi.post<ObjectiveDetail>(`/objectives/${id}/reopen`)),
    onSuccess: async (objective) => {
      queryClient.setQueryData(okrKeys.detail(id), objective);
      await invalidateOkrData(queryClient);
    },
  });
}

/** POST /api/objectives/:id/duplicate: a draft copy in another cycle with the chosen key results. */
export function useDuplicateObjective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { cycleId: string; keyResultIds: string[] }) =>
      requireData(await authApi.post<ObjectiveDetail>(`/objectives/${id}/duplicate`, body)),
    onSuccess: () => invalidateOkrData(queryClient),
  });
}

/** DELETE /api/objectives/:id (its key results and check-ins go with it). */
export function useDeleteObjective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await authApi.delete(`/objectives/${id}`);
    },
    onSuccess: async () => {
      // Gone for good: drop its queries rather than refetch them into 404s.
      queryClient.removeQueries({ queryKey: okrKeys.detail(id) });
      queryClient.removeQueries({ queryKey: okrKeys.activity(id, 1).slice(0, 3) });
      await invalidateOkrData(queryClient);
    },
  });
}
