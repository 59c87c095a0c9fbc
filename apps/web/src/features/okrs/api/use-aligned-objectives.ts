import type { alignedObjectivesSchema } from '@rumo/shared/objectives/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

type AlignedObjectives = z.infer<typeof alignedObjectivesSchema>;

/** GET /api/objectives/:id/aligned: the objectives aligned directly beneath one. */
export function useAlignedObjectives(id: string) {
  return useQuery({
    queryKey: okrKeys.aligned(id),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<AlignedObjectives>(`/objectives/${encodeURIComponent(id)}/aligned`, {
          signal,
        }),
      ),
  });
}
