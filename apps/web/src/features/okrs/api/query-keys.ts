import { okrQueryRoots } from '../../../components/okr/okr-query-keys';

/** Keys of the OKRs feature, under the shared roots so check-ins and other features invalidate them. */
export const okrKeys = {
  objectives: okrQueryRoots.objectives,
  list: (query: string) => [...okrQueryRoots.objectives, 'list', query] as const,
  tree: (cycleId: string | null) => [...okrQueryRoots.objectives, 'tree', cycleId] as const,
  treeNodes: (scope: string) => [...okrQueryRoots.objectives, 'tree-nodes', scope] as const,
  detail: (id: string) => [...okrQueryRoots.objectives, 'detail', id] as const,
  aligned: (id: string) => [...okrQueryRoots.objectives, 'aligned', id] as const,
  activity: (objectiveId: string, page: number) =>
    [...okrQueryRoots.activity, 'objective', objectiveId, page] as const,
  checkIns: (keyResultId: string, page: number) =>
    [...okrQueryRoots.checkIns, 'key-result', keyResultId, page] as const,
  pillars: [...okrQueryRoots.planning, 'plan'] as const,
};
