import type { Coverage } from '@rumo/shared/planning/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { planningKeys } from './query-keys';

/** GET /api/planning/coverage?cycleId: objectives per pillar and those aligned to nothing. */
export function useCoverage(cycleId: string | null) {
  return useQuery({
    queryKey: planningKeys.coverage(cycleId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Coverage>(`/planning/coverage?cycleId=${cycleId ?? ''}`, { signal }),
      ),
    enabled: cycleId !== null,
  });
}
