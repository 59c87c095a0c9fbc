import type { Presentation } from '@rumo/shared/presentation/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

/** GET /api/presentation: every slide of the cycle (optionally one team's) in one answer. */
export function usePresentation(cycleId: string | null, teamId: string | null) {
  return useQuery({
    queryKey: ['presentation', cycleId, teamId],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams();
      if (cycleId) query.set('cycleId', cycleId);
      if (teamId) query.set('teamId', teamId);
      return requireData(await authApi.get<Presentation>(`/presentation?${query}`, { signal }));
    },
    // Picking another team keeps the deck (and the focus on "Time") while its slides load.
    placeholderData: keepPreviousData,
  });
}
