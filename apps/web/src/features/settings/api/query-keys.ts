import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** Under the shared root, so a saved setting also refreshes the other pages that read it. */
export const settingsKeys = {
  all: okrQueryRoots.settings,
  company: [...okrQueryRoots.settings, 'company'] as const,
};
