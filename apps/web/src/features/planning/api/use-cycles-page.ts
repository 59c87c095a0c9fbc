import type { Paginated } from '@rumo/shared/common/pagination';
import type { Cycle } from '@rumo/shared/cycles/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { planningKeys } from './query-keys';

export const CYCLES_PAGE_SIZE = 10;

/** GET /api/cycles?page&limit (newest start first). */
export function useCyclesPage(page: number) {
  return useQuery({
    queryKey: planningKeys.cyclesPage(page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Cycle>>(`/cycles?page=${page}&limit=${CYCLES_PAGE_SIZE}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
