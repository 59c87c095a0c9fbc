import type { QueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** People changes show in the users list, the pickers, the teams and the dashboard. */
export async function invalidateUserData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [okrQueryRoots.users, okrQueryRoots.teams, okrQueryRoots.dashboard].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
