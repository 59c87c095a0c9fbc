import type { QueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** A team change shows in the teams lists, the people's teams, objectives and the dashboard. */
export async function invalidateTeamData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      okrQueryRoots.teams,
      okrQueryRoots.users,
      okrQueryRoots.objectives,
      okrQueryRoots.dashboard,
      ['auth', 'me'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
