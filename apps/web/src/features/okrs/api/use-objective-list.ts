import type { Paginated } from '@rumo/shared/common/pagination';
import type { Objective } from '@rumo/shared/objectives/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

/** GET /api/objectives?… with the query string built by list-filters.ts. */
export function useObjectiveList(queryString: string, enabled = true) {
  return useQuery({
    queryKey: okrKeys.list(queryString),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Objective>>(`/objectives?${queryString}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
