import type { Paginated } from '@rumo/shared/common/pagination';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { userKeys } from './query-keys';

/** GET /api/users?page&limit&search&role&status&teamId (admin). */
export function useUsers(queryString: string) {
  return useQuery({
    queryKey: userKeys.list(queryString),
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<Paginated<ManagedUser>>(`/users?${queryString}`, { signal })),
    placeholderData: keepPreviousData,
  });
}
