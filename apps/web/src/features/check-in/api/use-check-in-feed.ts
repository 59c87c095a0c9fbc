import type { checkInFeedSchema } from '@rumo/shared/check-ins/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, requireData } from '../../../lib/api-client';
import { checkInKeys } from './query-keys';

export type CheckInFeed = z.infer<typeof checkInFeedSchema>;
export type CheckInFeedItem = CheckInFeed['data'][number];

export const FEED_PAGE_SIZE = 10;

/** GET /api/check-ins/feed?page&limit&teamId: latest check-ins, newest first. */
export const checkInFeedQuery = (teamId: string | null, page: number) =>
  queryOptions({
    queryKey: checkInKeys.feed(teamId, page),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(FEED_PAGE_SIZE) });
      if (teamId) params.set('teamId', teamId);
      return requireData(await authApi.get<CheckInFeed>(`/check-ins/feed?${params}`, { signal }));
    },
  });

export function useCheckInFeed(teamId: string | null, page: number) {
  return useQuery({ ...checkInFeedQuery(teamId, page), placeholderData: keepPreviousData });
}
