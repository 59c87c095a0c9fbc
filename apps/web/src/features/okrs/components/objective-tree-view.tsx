import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBinaryTree } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { QueryError } from '../../../components/query-error';
import { useObjectiveTree } from '../api/use-objective-tree';
import { usePillars } from '../api/use-pillars';
import {
  buildObjectiveTree,
  countObjectives,
  groupRootsByPillar,
  type ObjectiveTreeNode,
  objectiveCountLabel,
} from './build-objective-tree';
import { PillarBadge } from './objective-badges';
import classes from './objective-tree.module.css';
import { ObjectiveTreeNodeView } from './objective-tree-node';

function parentIds(nodes: readonly ObjectiveTreeNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.children.length > 0) {
      into.push(node.item.id);
      parentIds(node.children, into);
    }
  }
  return into;
}

interface ObjectiveTreeViewProps {
  cycleId: string | null;
  /** Shown in the empty state when the user may create objectives. */
  createAction?: React.ReactNode;
}

/** 'Árvore': the cycle's objectives nested by alignment, grouped by strategic pillar. */
export function ObjectiveTreeView({ cycleId, createAction }: ObjectiveTreeViewProps) {
  const tree = useObjectiveTree(cycleId);
  const pillars = usePillars();
  // Collapsed rather than expanded ids, so new objectives show up open.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const groups = useMemo(() => {
    const roots = buildObjectiveTree(tree.data?.data ?? []);
    return { roots, byPillar: groupRootsByPillar(roots, pillars.data ?? []) };
  }, [tree.data, pillars.data]);

  if (tree.isError) return <QueryError error={tree.error} onRetry={() => tree.refetch()} />;
  if (tree.isLoading || cycleId === null) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando árvore de objetivos">
        {[0, 1, 2, 3].map((row) => (
          // Indented rows shrink by their indent, so the placeholder stays inside the card.
          <Skeleton
            key={row}
            height={72}
            radius="md"
            ml={row % 2 ? 32 : 0}
            width={row % 2 ? 'calc(100% - 32px)' : '100%'}
          />
        ))}
      </Stack>
    );
  }
  if (groups.roots.length === 0) {
    return (
      <EmptyState
        icon={<IconBinaryTree aria-hidden />}
        title="Nenhum objetivo neste ciclo"
        description="Crie um objetivo da empresa e alinhe a ele os objetivos dos times e das pessoas."
        action={createAction}
      />
    );
  }

  const toggle = (id: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" size="xs" onClick={() => setCollapsed(new Set())}>
          Expandir tudo
        </Button>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setCollapsed(new Set(parentIds(groups.roots)))}
        >
          Recolher tudo
        </Button>
      </Group>
      {groups.byPillar.map((group) => (
        <section
          key={group.pillar?.id ?? 'sem-pilar'}
          aria-label={group.pillar?.name ?? 'Sem pilar'}
        >
          <Group gap="xs" mb="xs">
            {group.pillar ? (
              <PillarBadge name={group.pillar.name} color={group.pillar.color} />
            ) : (
              <Text size="sm" fw={600} c="dimmed">
                Sem pilar estratégico
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {objectiveCountLabel(countObjectives(group.roots))}
            </Text>
          </Group>
          <ul className={classes.list}>
            {group.roots.map((root) => (
              <ObjectiveTreeNodeView
                key={root.item.id}
                node={root}
                collapsed={collapsed}
                onToggle={toggle}
              />
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
