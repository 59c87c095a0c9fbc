import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** Keys of the users feature, under the shared roots so team changes refresh them too. */
export const userKeys = {
  all: okrQueryRoots.users,
  list: (query: string) => [...okrQueryRoots.users, 'managed', query] as const,
};
