import type { Coverage, CoverageObjectives } from '@rumo/shared/planning/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { afterParam, useKeysetPages } from '../../../lib/use-keyset-pages';
import { planningKeys } from './query-keys';

/** GET /api/planning/coverage?cycleId: the shares by alignment and each group's first objectives. */
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

/** GET /api/planning/coverage/objectives: a group's next objectives ('none': the unaligned). */
export function useCoverageObjectives(
  cycleId: string,
  pillarId: string,
  start: string,
  enabled: boolean,
) {
  const scope = `cycleId=${cycleId}&pillarId=${pillarId}`;
  return useKeysetPages({
    queryKey: planningKeys.coverageObjectives(scope),
    start,
    enabled,
    fetchPage: async (after, signal) =>
      requireData(
        await authApi.get<CoverageObjectives>(
          `/planning/coverage/objectives?${scope}${afterParam(after)}`,
          { signal },
        ),
      ),
  });
}
