import type { KeyResult, KeyResultBody } from '@rumo/shared/objectives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';

export interface SaveKeyResultInput {
  /** Set to edit (PUT /api/key-results/:id); absent to add to the objective. */
  id?: string;
  body: KeyResultBody;
}

/** POST /api/objectives/:objectiveId/key-results or PUT /api/key-results/:id. */
export function useSaveKeyResult(objectiveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveKeyResultInput) =>
      requireData(
        id
          ? await authApi.put<KeyResult>(`/key-results/${id}`, body)
          : await authApi.post<KeyResult>(`/objectives/${objectiveId}/key-results`, body),
      ),
    onSuccess: () => invalidateOkrData(queryClient),
  });
}

/** DELETE /api/key-results/:id */
export function useDeleteKeyResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/key-results/${id}`);
    },
    onSuccess: () => invalidateOkrData(queryClient),
  });
}
