import type {
  Initiative,
  InitiativeBody,
  InitiativeList,
  InitiativeStatus,
} from '@rumo/shared/objectives/initiatives';
import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';
import { invalidateOkrData } from './invalidate-okr-data';

/** Under the objectives root: every OKR change refreshes them too. */
export const initiativeKeys = {
  objective: (objectiveId: string) =>
    [...okrQueryRoots.objectives, 'initiatives', objectiveId] as const,
  milestoneSetting: [...okrQueryRoots.settings, 'company'] as const,
};

/** GET /api/objectives/:id/initiatives: every key result's, in one request. */
export function useObjectiveInitiatives(objectiveId: string) {
  return useQuery({
    queryKey: initiativeKeys.objective(objectiveId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<InitiativeList>(`/objectives/${objectiveId}/initiatives`, { signal }),
      ).data,
  });
}

/** Whether the company offers the milestone key result type (GET /api/settings). */
export function useMilestoneKeyResults(): boolean {
  const settings = useQuery({
    queryKey: initiativeKeys.milestoneSetting,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<CompanySettings>('/settings', { signal })),
    staleTime: 60_000,
  });
  return settings.data?.milestoneKeyResults ?? false;
}

// A change may move a milestone key result, its objective and the dashboards: refresh them all.

export function useSaveInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      keyResultId,
      body,
    }: {
      id?: string;
      keyResultId: string;
      body: InitiativeBody;
    }) =>
      requireData(
        id
          ? await authApi.put<Initiative>(`/initiatives/${id}`, body)
          : await authApi.post<Initiative>(`/key-results/${keyResultId}/initiatives`, body),
      ),
    onSuccess: () => invalidateOkrData(queryClient),
  });
}

export function useChangeInitiativeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: InitiativeStatus }) =>
      requireData(await authApi.patch<Initiative>(`/initiatives/${id}/status`, { status })),
    onSuccess: () => invalidateOkrData(queryClient),
  });
}

export function useDeleteInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/initiatives/${id}`);
    },
    onSuccess: () => invalidateOkrData(queryClient),
  });
}

export function useReorderInitiatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keyResultId, ids }: { keyResultId: string; ids: string[] }) =>
      requireData(
        await authApi.put<InitiativeList>(`/key-results/${keyResultId}/initiatives/order`, {
          ids,
        }),
      ),
    onSuccess: () => invalidateOkrData(queryClient),
  });
}
