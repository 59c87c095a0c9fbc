import type { PendingCheckIns } from '@rumo/shared/check-ins/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { checkInKeys } from './query-keys';

/** GET /api/check-ins/pending: the caller's key results with no check-in this week. */
export const pendingCheckInsQuery = () =>
  queryOptions({
    queryKey: checkInKeys.pending,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<PendingCheckIns>('/check-ins/pending', { signal })),
  });

export function usePendingCheckIns() {
  return useQuery(pendingCheckInsQuery());
}
