import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

export const dashboardKeys = {
  cycle: (cycleId: string | null) => [...okrQueryRoots.dashboard, cycleId ?? 'current'] as const,
};

/** GET /api/dashboard?cycleId (the current cycle when absent). */
export const dashboardQuery = (cycleId: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.cycle(cycleId),
    queryFn: async ({ signal }) => {
      const query = cycleId ? `?cycleId=${encodeURIComponent(cycleId)}` : '';
      return requireData(await authApi.get<Dashboard>(`/dashboard${query}`, { signal }));
    },
  });

export function useDashboard(cycleId: string | null, enabled = true) {
  return useQuery({ ...dashboardQuery(cycleId), enabled, placeholderData: keepPreviousData });
}
