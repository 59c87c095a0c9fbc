import type { PendingApprovals } from '@rumo/shared/objectives/approval';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../lib/api-client';
import { okrQueryRoots } from './okr-query-keys';

/** GET /api/approvals/pending: the drafts waiting for the signed-in user's decision. */
export function usePendingApprovals() {
  return useQuery({
    queryKey: [...okrQueryRoots.objectives, 'approvals-pending'],
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<PendingApprovals>('/approvals/pending', { signal })),
  });
}
