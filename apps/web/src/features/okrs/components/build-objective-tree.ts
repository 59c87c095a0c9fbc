import { OBJECTIVE_LEVELS } from '@rumo/shared/okr/key-result-types';
import type { ObjectiveTreeItem } from '../api/use-objective-tree';

export interface ObjectiveTreeNode {
  item: ObjectiveTreeItem;
  children: ObjectiveTreeNode[];
}

export interface TreePillar {
  id: string;
  name: string;
  color: string;
}

/** Roots aligned to one pillar; `pillar` null holds the roots aligned to no (known) pillar. */
export interface PillarGroup {
  pillar: TreePillar | null;
  roots: ObjectiveTreeNode[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Company before team before individual, then by title. */
function compareItems(a: ObjectiveTreeItem, b: ObjectiveTreeItem): number {
  const byLevel = OBJECTIVE_LEVELS.indexOf(a.level) - OBJECTIVE_LEVELS.indexOf(b.level);
  return byLevel !== 0 ? byLevel : collator.compare(a.title, b.title);
}

/**
 * Turns the flat tree endpoint into nested nodes by alignment (parentObjectiveId). Objectives
 * whose parent is missing from the list are roots; a parent loop (never expected) is broken
 * so that every objective appears exactly once.
 */
export function buildObjectiveTree(items: readonly ObjectiveTreeItem[]): ObjectiveTreeNode[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const childrenOf = new Map<string, ObjectiveTreeItem[]>();
  const rootItems: ObjectiveTreeItem[] = [];
  for (const item of items) {
    const parentId = item.parentObjectiveId;
    if (parentId && parentId !== item.id && byId.has(parentId)) {
      const siblings = childrenOf.get(parentId) ?? [];
      siblings.push(item);
      childrenOf.set(parentId, siblings);
    } else {
      rootItems.push(item);
    }
  }

  const placed = new Set<string>();
  const toNode = (item: ObjectiveTreeItem): ObjectiveTreeNode => {
    placed.add(item.id);
    const children = (childrenOf.get(item.id) ?? [])
      .filter((child) => !placed.has(child.id))
      .sort(compareItems)
      .map(toNode);
    return { item, children };
  };

  const roots = [...rootItems].sort(compareItems).map(toNode);
  // Whatever is left sits in a parent loop: show its members as roots.
  const stranded = items.filter((item) => !placed.has(item.id)).sort(compareItems);
  for (const item of stranded) {
    if (!placed.has(item.id)) roots.push(toNode(item));
  }
  return roots;
}

/** Roots grouped under their pillar, in the plan's pillar order; unaligned roots come last. */
export function groupRootsByPillar(
  roots: readonly ObjectiveTreeNode[],
  pillars: readonly TreePillar[],
): PillarGroup[] {
  const groups: PillarGroup[] = pillars.map((pillar) => ({ pillar, roots: [] }));
  const byPillar = new Map(groups.map((group) => [group.pillar?.id, group]));
  const loose: ObjectiveTreeNode[] = [];
  for (const root of roots) {
    const group = root.item.pillarId ? byPillar.get(root.item.pillarId) : undefined;
    if (group) group.roots.push(root);
    else loose.push(root);
  }
  const result = groups.filter((group) => group.roots.length > 0);
  if (loose.length > 0) result.push({ pillar: null, roots: loose });
  return result;
}

/** Number of objectives under a node (children, grandchildren…). */
export function countDescendants(node: ObjectiveTreeNode): number {
  return node.children.reduce((total, child) => total + 1 + countDescendants(child), 0);
}

/** Every objective in these subtrees, roots included: what a pillar header counts. */
export function countObjectives(roots: readonly ObjectiveTreeNode[]): number {
  return roots.reduce((total, root) => total + 1 + countDescendants(root), 0);
}

/** "1 objetivo", "4 objetivos". */
export function objectiveCountLabel(count: number): string {
  return count === 1 ? '1 objetivo' : `${count} objetivos`;
}

/** The ids of `rootId` and everything aligned under it: what it may not be aligned to. */
export function subtreeIds(nodes: readonly ObjectiveTreeNode[], rootId: string): Set<string> {
  const found = new Set<string>();
  const collect = (node: ObjectiveTreeNode) => {
    found.add(node.item.id);
    for (const child of node.children) collect(child);
  };
  const visit = (list: readonly ObjectiveTreeNode[]) => {
    for (const node of list) {
      if (node.item.id === rootId) collect(node);
      else visit(node.children);
    }
  };
  visit(nodes);
  return found;
}
