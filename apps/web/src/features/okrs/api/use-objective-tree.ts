import type { ObjectiveTree, ObjectiveTreeNodes } from '@rumo/shared/objectives/tree';
import { useQuery } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { afterParam, useKeysetPages } from '../../../lib/use-keyset-pages';
import { okrKeys } from './query-keys';

/** GET /api/objectives/tree?cycleId: the roots per pillar group, each with its first page. */
export function useObjectiveTree(cycleId: string | null) {
  return useQuery({
    queryKey: okrKeys.tree(cycleId),
    queryFn: async ({ signal }) =>
      requireData(
        await authApi.get<ObjectiveTree>(`/objectives/tree?cycleId=${cycleId ?? ''}`, { signal }),
      ),
    enabled: cycleId !== null,
  });
}

/** Whose nodes: an objective's children, or the roots of a pillar group ('none': no pillar). */
export type TreeNodesScope = { parentId: string } | { cycleId: string; pillarId: string };

const scopeQuery = (scope: TreeNodesScope) =>
  'parentId' in scope
    ? `parentId=${scope.parentId}`
    : `cycleId=${scope.cycleId}&pillarId=${scope.pillarId}`;

/** GET /api/objectives/tree/nodes, page after page from `start` ('' or a cursor). */
export function useObjectiveTreeNodes(scope: TreeNodesScope, start: string, enabled: boolean) {
  return useKeysetPages({
    queryKey: okrKeys.treeNodes(scopeQuery(scope)),
    start,
    enabled,
    fetchPage: async (after, signal) =>
      requireData(
        await authApi.get<ObjectiveTreeNodes>(
          `/objectives/tree/nodes?${scopeQuery(scope)}${afterParam(after)}`,
          { signal },
        ),
      ),
  });
}
