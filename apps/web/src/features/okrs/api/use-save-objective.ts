import type { ObjectiveBody, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';
import { okrKeys } from './query-keys';

export interface SaveObjectiveInput {
  /** Absent to create (POST /api/objectives), set to edit (PUT /api/objectives/:id). */
  id?: string;
  body: ObjectiveBody;
}

export function useSaveObjective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveObjectiveInput) =>
      requireData(
        id
          ? await authApi.put<ObjectiveDetail>(`/objectives/${id}`, body)
          : await authApi.post<ObjectiveDetail>('/objectives', body),
      ),
    onSuccess: async (objective) => {
      queryClient.setQueryData(okrKeys.detail(objective.id), objective);
      await invalidateOkrData(queryClient);
    },
  });
}
