import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** Keys of the teams feature, under the shared root so check-ins and objectives invalidate them. */
export const teamKeys = {
  all: okrQueryRoots.teams,
  list: (query: string) => [...okrQueryRoots.teams, 'list', query] as const,
  detail: (id: string) => [...okrQueryRoots.teams, 'detail', id] as const,
};
