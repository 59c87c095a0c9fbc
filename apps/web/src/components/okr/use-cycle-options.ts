import { MAX_PAGE_SIZE } from '@rumo/shared/common/page-size';
import type { Paginated } from '@rumo/shared/common/pagination';
import type { Cycle } from '@rumo/shared/cycles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { okrQueryRoots } from './okr-query-keys';

/** Every cycle of the company (newest first) for pickers; a company keeps far fewer than 100. */
export const cycleOptionsQuery = () =>
  queryOptions({
    queryKey: [...okrQueryRoots.cycles, 'options'] as const,
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Cycle>>(`/cycles?page=1&limit=${MAX_PAGE_SIZE}`, { signal }),
      ).data,
  });

export function useCycleOptions() {
  return useQuery(cycleOptionsQuery());
}
