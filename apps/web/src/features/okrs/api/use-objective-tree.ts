import type { objectiveTreeSchema } from '@rumo/shared/objectives/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

export type ObjectiveTree = z.infer<typeof objectiveTreeSchema>;
export type ObjectiveTreeItem = ObjectiveTree['data'][number];

/** GET /api/objectives/tree?cycleId: every objective of the cycle, flat, for the alignment tree. */
export function useObjectiveTree(cycleId: string | null) {
  return useQuery({
    queryKey: okrKeys.tree(cycleId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<ObjectiveTree>(`/objectives/tree?cycleId=${cycleId ?? ''}`, { signal }),
      ),
    enabled: cycleId !== null,
  });
}
