import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

/** GET /api/objectives/:id with its key results; `enabled: false` waits (the tree's lazy rows). */
export function useObjective(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: okrKeys.detail(id),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<ObjectiveDetail>(`/objectives/${id}`, { signal })),
  });
}
