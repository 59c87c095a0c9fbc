import type { MyWeek } from '@rumo/shared/my-week/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { authApi, requireData } from '../../../lib/api-client';

/** GET /api/my-week: a check-in anywhere invalidates it (okrProgressRoots). */
export const myWeekQuery = () =>
  queryOptions({
    queryKey: okrQueryRoots.myWeek,
    queryFn: async ({ signal }) => requireData(await authApi.get<MyWeek>('/my-week', { signal })),
  });

export function useMyWeek() {
  return useQuery(myWeekQuery());
}
