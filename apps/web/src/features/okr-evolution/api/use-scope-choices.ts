import type { Paginated } from '@rumo/shared/common/pagination';
import type { Objective, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { evolutionKeys } from './query-keys';

export interface Choice {
  value: string;
  label: string;
}

/** The cycle's objectives matching `search` (searched on the server, first 50). */
export function useObjectiveChoices(cycleId: string | null, search: string, enabled: boolean) {
  return useQuery({
    queryKey: evolutionKeys.objectiveChoices(cycleId, search),
    queryFn: async ({ signal }): Promise<Choice[]> => {
      const params = new URLSearchParams({ page: '1', limit: '50' });
      if (cycleId) params.set('cycleId', cycleId);
      if (search) params.set('search', search);
      return requireData(
        await authApi.get<Paginated<Objective>>(`/objectives?${params}`, { signal }),
      ).data.map((objective) => ({ value: objective.id, label: objective.title }));
    },
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The key results of one objective. */
export function useKeyResultChoices(objectiveId: string | null) {
  return useQuery({
    queryKey: evolutionKeys.keyResultChoices(objectiveId ?? ''),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      requireData(
        await authApi.get<ObjectiveDetail>(`/objectives/${objectiveId}`, { signal }),
      ).keyResults.map((keyResult) => ({ value: keyResult.id, label: keyResult.title })),
    enabled: objectiveId !== null,
    staleTime: 30_000,
  });
}
