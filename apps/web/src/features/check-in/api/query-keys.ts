import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** Keys of the check-in page, under the shared roots so a check-in anywhere refreshes them. */
export const checkInKeys = {
  pending: [...okrQueryRoots.checkIns, 'pending'] as const,
  feed: (teamId: string | null, page: number) =>
    [...okrQueryRoots.checkIns, 'feed', teamId ?? 'all', page] as const,
};
