import { encodeObjectiveCursor } from '@rumo/shared/common/keyset';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import {
  type ObjectiveTree,
  type ObjectiveTreeNode,
  type ObjectiveTreeNodes,
  type objectiveTreeNodesQuerySchema,
  TREE_FIRST_PAGE,
} from '@rumo/shared/objectives/tree';
import { planningMessages } from '@rumo/shared/planning/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import {
  listTreeNodes,
  listTreeRoots,
  type NodeScope,
  type TreeReader,
} from './objective-tree.repository';

/** The page itself and the cursor of its last row when a further row was read. */
function toPage(nodes: ObjectiveTreeNode[], limit: number): ObjectiveTreeNodes {
  const data = nodes.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: nodes.length > limit && last ? encodeObjectiveCursor(last) : null };
}

/** The tree's top level: roots per pillar group, each with its counts and first page. */
export async function objectiveTree(
  db: Database,
  reader: TreeReader,
  cycleId?: string,
): Promise<ObjectiveTree> {
  const roots = await listTreeRoots(db, reader, cycleId, TREE_FIRST_PAGE);
  if (!roots) {
    if (cycleId) throw notFound(cycleMessages.notFound);
    return { cycleId: null, groups: [] };
  }
  const groups: (ObjectiveTree['groups'][number] & { nodes: ObjectiveTreeNode[] })[] = [];
  for (const { rootCount, objectiveCount, pillar, node } of roots.rows) {
    let group = groups[groups.length - 1];
    // Rows come grouped by pillar (plan order, no pillar last).
    if (!group || group.pillar?.id !== pillar?.id) {
      group = { pillar, rootCount, objectiveCount, roots: [], nextCursor: null, nodes: [] };
      groups.push(group);
    }
    group.nodes.push(node);
  }
  return {
    cycleId: roots.cycleId,
    groups: groups.map(({ nodes, ...group }) => ({
      ...group,
      ...renamePage(toPage(nodes, TREE_FIRST_PAGE)),
    })),
  };
}

const renamePage = ({ data, nextCursor }: ObjectiveTreeNodes) => ({ roots: data, nextCursor });

type NodesQuery = z.output<typeof objectiveTreeNodesQuerySchema>;

/** Children of an objective, or more roots of a pillar group; 404 for what is not the company's. */
export async function objectiveTreeNodes(
  db: Database,
  reader: TreeReader,
  { parentId, pillarId, cycleId, after, limit }: NodesQuery,
): Promise<ObjectiveTreeNodes> {
  const scope: NodeScope = parentId ? 'parent' : pillarId === 'none' ? 'loose' : 'pillar';
  const found = await listTreeNodes(db, reader, {
    scope,
    parentId,
    pillarId: scope === 'pillar' ? pillarId : undefined,
    cycleId,
    after,
    limit,
  });
  if (found.found === 'no-pillar') throw notFound(planningMessages.pillarNotFound);
  if (found.found === 'none') {
    if (scope === 'parent') throw notFound(objectiveMessages.notFound);
    if (cycleId) throw notFound(cycleMessages.notFound);
    return { data: [], nextCursor: null };
  }
  return toPage(found.nodes, limit);
}
