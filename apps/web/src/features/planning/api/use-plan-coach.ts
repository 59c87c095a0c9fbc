import type { CycleCoach } from '@rumo/shared/okr/coach/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { planningKeys } from './query-keys';

/** GET /api/planning/coach?cycleId: the plan coach's score of the cycle and of each objective. */
export function usePlanCoach(cycleId: string | null) {
  return useQuery({
    queryKey: planningKeys.coach(cycleId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<CycleCoach>(`/planning/coach?cycleId=${cycleId ?? ''}`, { signal }),
      ),
    enabled: cycleId !== null,
  });
}
