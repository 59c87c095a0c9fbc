import type { StrategicPlan } from '@rumo/shared/planning/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

/** The strategic plan's pillars (GET /api/planning), for alignment and the tree's groups. */
export function usePillars() {
  return useQuery({
    queryKey: okrKeys.pillars,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<StrategicPlan>('/planning', { signal })),
    select: (plan) => plan.pillars,
    staleTime: 60_000,
  });
}
