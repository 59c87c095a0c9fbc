import type { CompanySettings } from '@rumo/shared/settings/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { okrQueryRoots } from '../../../components/okr/okr-query-keys';
import { settingsKeys } from './query-keys';

/**
 * Stores the answered settings and refreshes what depends on them: the week day moves
 * "this week" of check-ins and the dashboard; the company name is in the session user.
 */
export async function settingsSaved(queryClient: QueryClient, settings: CompanySettings) {
  queryClient.setQueryData(settingsKeys.company, settings);
  await Promise.all(
    [okrQueryRoots.settings, okrQueryRoots.dashboard, okrQueryRoots.checkIns, ['auth', 'me']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
