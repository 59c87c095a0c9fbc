import { describe, expect, it } from 'vitest';
import type { ObjectiveTreeItem } from '../api/use-objective-tree';
import {
  buildObjectiveTree,
  countDescendants,
  countObjectives,
  groupRootsByPillar,
  objectiveCountLabel,
} from './build-objective-tree';

let sequence = 0;
function item(overrides: Partial<ObjectiveTreeItem> & { id: string }): ObjectiveTreeItem {
  sequence += 1;
  return {
    title: `Objetivo ${sequence}`,
    level: 'company',
    status: 'active',
    progress: 0,
    confidence: null,
    owner: { id: 'u1', name: 'Ana', avatar: null },
    team: null,
    parentObjectiveId: null,
    pillarId: null,
    ...overrides,
  };
}

const ids = (nodes: { item: { id: string } }[]) => nodes.map((node) => node.item.id);

describe('buildObjectiveTree', () => {
  it('nests company → team → individual by parent objective, whatever the input order', () => {
    const roots = buildObjectiveTree([
      item({ id: 'ind', level: 'individual', parentObjectiveId: 'team' }),
      item({ id: 'team', level: 'team', parentObjectiveId: 'co' }),
      item({ id: 'co', level: 'company' }),
    ]);
    expect(ids(roots)).toEqual(['co']);
    expect(ids(roots[0]?.children ?? [])).toEqual(['team']);
    expect(ids(roots[0]?.children[0]?.children ?? [])).toEqual(['ind']);
    expect(countDescendants(roots[0] as never)).toBe(2);
  });

  it('orders siblings by level, then title (pt-BR)', () => {
    const roots = buildObjectiveTree([
      item({ id: 'b', level: 'individual', title: 'Ábaco' }),
      item({ id: 'c', level: 'company', title: 'Zebra' }),
      item({ id: 'a', level: 'company', title: 'árvore' }),
      item({ id: 'd', level: 'team', title: 'Meio' }),
    ]);
    expect(ids(roots)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('makes an objective whose parent is not in the list a root', () => {
    const roots = buildObjectiveTree([item({ id: 'orphan', parentObjectiveId: 'elsewhere' })]);
    expect(ids(roots)).toEqual(['orphan']);
  });

  it('shows every objective once even when parents form a loop', () => {
    const roots = buildObjectiveTree([
      item({ id: 'x', title: 'A', parentObjectiveId: 'y' }),
      item({ id: 'y', title: 'B', parentObjectiveId: 'x' }),
      item({ id: 'self', title: 'C', parentObjectiveId: 'self' }),
    ]);
    const all: string[] = [];
    const walk = (nodes: typeof roots) => {
      for (const node of nodes) {
        all.push(node.item.id);
        walk(node.children);
      }
    };
    walk(roots);
    expect(all.sort()).toEqual(['self', 'x', 'y']);
  });
});

describe('groupRootsByPillar', () => {
  const pillars = [
    { id: 'p1', name: 'Crescimento', color: '#22c55e' },
    { id: 'p2', name: 'Eficiência', color: '#3b82f6' },
    { id: 'p3', name: 'Pessoas', color: '#f97316' },
  ];

  it('groups roots in the plan order, skips empty pillars and puts unaligned roots last', () => {
    const roots = buildObjectiveTree([
      item({ id: 'loose', title: 'A' }),
      item({ id: 'eff', title: 'B', pillarId: 'p2' }),
      item({ id: 'grow', title: 'C', pillarId: 'p1' }),
      item({ id: 'gone', title: 'D', pillarId: 'deleted-pillar' }),
    ]);
    const groups = groupRootsByPillar(roots, pillars);
    expect(groups.map((group) => group.pillar?.name ?? null)).toEqual([
      'Crescimento',
      'Eficiência',
      null,
    ]);
    expect(ids(groups[2]?.roots ?? [])).toEqual(['loose', 'gone']);
  });
});

describe('pillar header count', () => {
  it('counts every objective under the pillar, not only its roots', () => {
    const roots = buildObjectiveTree([
      item({ id: 'co', pillarId: 'p1' }),
      item({ id: 't1', level: 'team', parentObjectiveId: 'co' }),
      item({ id: 't2', level: 'team', parentObjectiveId: 'co' }),
      item({ id: 'i1', level: 'individual', parentObjectiveId: 't1' }),
    ]);
    expect(roots).toHaveLength(1);
    expect(objectiveCountLabel(countObjectives(roots))).toBe('4 objetivos');
    expect(objectiveCountLabel(1)).toBe('1 objetivo');
    expect(objectiveCountLabel(0)).toBe('0 objetivos');
  });
});
