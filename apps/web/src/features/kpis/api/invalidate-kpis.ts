import type { QueryClient } from '@tanstack/react-query';
import { kpiQueryKeys } from '../../../components/kpis/kpi-query-keys';

/** A KPI change shows in its lists, its page, the dashboard card and the team page. */
export const invalidateKpis = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: kpiQueryKeys.all });
