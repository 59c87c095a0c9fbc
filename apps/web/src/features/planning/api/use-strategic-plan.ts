import type { StrategicPlan, StrategicPlanBody } from '@rumo/shared/planning/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { planningKeys } from './query-keys';

/** GET /api/planning: mission, vision, values and pillars. */
export function useStrategicPlan() {
  return useQuery({
    queryKey: planningKeys.plan,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<StrategicPlan>('/planning', { signal })),
  });
}

/** PUT /api/planning (admins). */
export function useSaveStrategicPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StrategicPlanBody) =>
      requireData(await authApi.put<StrategicPlan>('/planning', body)),
    onSuccess: (plan) => queryClient.setQueryData(planningKeys.plan, plan),
  });
}
