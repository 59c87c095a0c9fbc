import type { CheckIn } from '@rumo/shared/check-ins/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

export const CHECK_IN_HISTORY_PAGE_SIZE = 5;

/** GET /api/key-results/:id/check-ins?page&limit (newest first). */
export function useKeyResultCheckIns(keyResultId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: okrKeys.checkIns(keyResultId, page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<CheckIn>>(
          `/key-results/${keyResultId}/check-ins?page=${page}&limit=${CHECK_IN_HISTORY_PAGE_SIZE}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
