/** Keys of the KPI data: the kpis feature, the dashboard card, the team page and the KR form share them. */
export const kpiQueryKeys = {
  all: ['kpis'] as const,
  list: (query: string) => ['kpis', 'list', query] as const,
  detail: (id: string) => ['kpis', 'detail', id] as const,
};
