import type { Activity } from '@rumo/shared/activity/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { okrKeys } from './query-keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** GET /api/objectives/:id/activity?page&limit (newest first). */
export function useObjectiveActivity(objectiveId: string, page: number) {
  return useQuery({
    queryKey: okrKeys.activity(objectiveId, page),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<Paginated<Activity>>(
          `/objectives/${objectiveId}/activity?page=${page}&limit=${ACTIVITY_PAGE_SIZE}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
