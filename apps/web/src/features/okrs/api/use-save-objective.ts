import type {
  ObjectiveBody,
  ObjectiveCreateBody,
  ObjectiveDetail,
} from '@rumo/shared/objectives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';
import { okrKeys } from './query-keys';

/** Edit (PUT /api/objectives/:id), or create with its key results (POST /api/objectives). */
export type SaveObjectiveInput =
  | { id: string; body: ObjectiveBody }
  | { id?: undefined; body: ObjectiveCreateBody };

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
