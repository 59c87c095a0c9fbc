import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ObjectiveTree } from '@rumo/shared/objectives/tree';
import { IconBinaryTree } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button';
import { EmptyState } from '../../../components/okr/empty-state';
import { QueryError } from '../../../components/query-error';
import { useObjectiveTree, useObjectiveTreeNodes } from '../api/use-objective-tree';
import { PillarBadge } from './objective-badges';
import classes from './objective-tree.module.css';
import { objectiveCountLabel } from './objective-tree-labels';
import { ObjectiveTreeNodes, type TreeExpansion } from './objective-tree-node';

/** The empty state of a closed cycle, in the tree and the list alike. */
export const CLOSED_CYCLE_EMPTY =
  'Este ciclo foi encerrado sem objetivos, e um ciclo encerrado não recebe novos. Escolha outro ciclo acima.';

type TreeGroup = ObjectiveTree['groups'][number];

interface GroupProps extends TreeExpansion {
  group: TreeGroup;
  cycleId: string;
}

/**
 * A pillar's roots under a header that counts every objective beneath the pillar: the first page
 * came with the tree, "Carregar mais" reads the next ones.
 */
function PillarGroup({ group, cycleId, ...expansion }: GroupProps) {
  const name = group.pillar?.name ?? 'Sem pilar';
  // Nothing is read until the first "Carregar mais".
  const [wantsMore, setWantsMore] = useState(false);
  const { query, items } = useObjectiveTreeNodes(
    { cycleId, pillarId: group.pillar?.id ?? 'none' },
    group.nextCursor ?? '',
    wantsMore && group.nextCursor !== null,
  );
  const nodes = [...group.roots, ...items];
  const hasMore = wantsMore ? query.isPending || query.hasNextPage : group.nextCursor !== null;
  const loadMore = () => (wantsMore ? query.fetchNextPage() : setWantsMore(true));

  return (
    <section aria-label={name}>
      <Group gap="xs" mb="xs">
        {group.pillar ? (
          <PillarBadge name={group.pillar.name} color={group.pillar.color} />
        ) : (
          <Text size="sm" fw={600} c="dimmed">
            Sem pilar estratégico
          </Text>
        )}
        {/* Every objective under the pillar, not only the roots listed at the top. */}
        <Text size="xs" c="dimmed">
          {objectiveCountLabel(group.objectiveCount)}
        </Text>
      </Group>
      <ul className={classes.list} aria-busy={query.isFetching}>
        <ObjectiveTreeNodes nodes={nodes} depth={0} {...expansion} />
      </ul>
      {query.isError && <QueryError error={query.error} onRetry={() => query.refetch()} />}
      {hasMore && (
        <LoadMoreButton
          mt="xs"
          onClick={loadMore}
          loading={query.isFetching}
          remaining={group.rootCount - nodes.length}
        />
      )}
    </section>
  );
}

interface ObjectiveTreeViewProps {
  cycleId: string | null;
  /** Shown in the empty state when the user may create objectives. */
  createAction?: React.ReactNode;
  /** The cycle is closed: its empty state offers no objective to create. */
  closed?: boolean;
}

/**
 * 'Árvore': the cycle's objectives nested by alignment, grouped by strategic pillar. Only the
 * top level comes at once; a node's children are read when it is opened, a page at a time.
 */
export function ObjectiveTreeView({ cycleId, createAction, closed }: ObjectiveTreeViewProps) {
  const tree = useObjectiveTree(cycleId);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  if (tree.isError) return <QueryError error={tree.error} onRetry={() => tree.refetch()} />;
  if (!tree.data || cycleId === null) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando árvore de objetivos">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (tree.data.groups.length === 0) {
    return (
      <EmptyState
        icon={<IconBinaryTree aria-hidden />}
        title="Nenhum objetivo neste ciclo"
        description={
          closed
            ? CLOSED_CYCLE_EMPTY
            : 'Crie um objetivo da empresa e alinhe a ele os objetivos dos times e das pessoas.'
        }
        action={closed ? undefined : createAction}
      />
    );
  }

  const onToggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Abra um objetivo para ver os que se alinham a ele.
        </Text>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setExpanded(new Set())}
          disabled={expanded.size === 0}
        >
          Recolher tudo
        </Button>
      </Group>
      {tree.data.groups.map((group) => (
        <PillarGroup
          key={group.pillar?.id ?? 'sem-pilar'}
          group={group}
          cycleId={tree.data.cycleId ?? cycleId}
          expanded={expanded}
          onToggle={onToggle}
        />
      ))}
    </Stack>
  );
}
