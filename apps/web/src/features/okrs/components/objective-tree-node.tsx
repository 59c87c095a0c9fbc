import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ObjectiveTreeNode } from '@rumo/shared/objectives/tree';
import { IconChevronDown, IconChevronRight, IconPoint } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { PrivateBadge } from '../../../components/okr/private-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useObjectiveTreeNodes } from '../api/use-objective-tree';
import { LevelBadge, StatusBadge } from './objective-badges';
import classes from './objective-tree.module.css';
import { ObjectiveTreeKeyResults } from './objective-tree-key-results';
import { alignedCountLabel } from './objective-tree-labels';

/** Which nodes are open, shared by the whole tree so "Recolher tudo" reaches every level. */
export interface TreeExpansion {
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

interface NodeListProps extends TreeExpansion {
  nodes: readonly ObjectiveTreeNode[];
  depth: number;
}

/** Objectives of one level, each with its own children beneath it. */
export function ObjectiveTreeNodes({ nodes, depth, ...expansion }: NodeListProps) {
  return nodes.map((node) => (
    <ObjectiveTreeNodeView key={node.id} node={node} depth={depth} {...expansion} />
  ));
}

interface ChildrenProps extends TreeExpansion {
  parent: ObjectiveTreeNode;
  id: string;
  depth: number;
}

const SKELETON_ROWS = ['a', 'b', 'c'];

/** An open node's children, read page by page when it is first opened. */
function ObjectiveTreeChildren({ parent, id, depth, ...expansion }: ChildrenProps) {
  const { query, items } = useObjectiveTreeNodes({ parentId: parent.id }, '', true);
  if (query.isError) {
    return (
      <Box id={id} mt="xs" ml="md">
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      </Box>
    );
  }
  const pending = Math.max(parent.childCount - items.length, 0);
  return (
    <ul
      id={id}
      className={classes.children}
      data-depth={depth}
      aria-label={`Alinhados a "${parent.title}"`}
      aria-busy={query.isFetching}
    >
      <ObjectiveTreeNodes nodes={items} depth={depth} {...expansion} />
      {query.isPending && (
        <li>
          <Stack gap="xs" aria-label="Carregando objetivos alinhados">
            {SKELETON_ROWS.slice(0, parent.childCount).map((row) => (
              <Skeleton key={row} height={72} radius="md" />
            ))}
          </Stack>
        </li>
      )}
      {query.hasNextPage && (
        <li>
          <LoadMoreButton
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            remaining={pending}
          />
        </li>
      )}
    </ul>
  );
}

interface NodeProps extends TreeExpansion {
  node: ObjectiveTreeNode;
  depth?: number;
}

/** One objective of the alignment tree; its children are read when it is opened. */
export function ObjectiveTreeNodeView({ node, depth = 0, ...expansion }: NodeProps) {
  const hasChildren = node.childCount > 0;
  const expanded = hasChildren && expansion.expanded.has(node.id);
  const childrenId = `arvore-filhos-${node.id}`;
  const keyResultsId = `arvore-krs-${node.id}`;
  // Key results are read only once asked for.
  const [keyResultsOpen, setKeyResultsOpen] = useState(false);

  return (
    <li>
      <Paper withBorder radius="md" p="sm" className={classes.node} data-level={node.level}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {hasChildren ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => expansion.onToggle(node.id)}
              aria-label={`${expanded ? 'Recolher' : 'Expandir'} "${node.title}"`}
              aria-expanded={expanded}
              aria-controls={expanded ? childrenId : undefined}
            >
              {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="transparent"
              color="gray"
              aria-hidden
              tabIndex={-1}
              component="span"
            >
              <IconPoint size={14} />
            </ActionIcon>
          )}
          <Box className={classes.body}>
            <Group gap="xs" wrap="wrap">
              <LevelBadge level={node.level} />
              {node.status !== 'active' && <StatusBadge status={node.status} />}
              {node.private && <PrivateBadge />}
              <Anchor
                component={Link}
                to={paths.objective(node.id)}
                fw={600}
                className={classes.title}
              >
                {node.title}
              </Anchor>
              {hasChildren && (
                <Text size="xs" c="dimmed">
                  {alignedCountLabel(node.childCount)}
                </Text>
              )}
            </Group>
            <Group gap="md" wrap="wrap" mt={6}>
              <Group gap={6} wrap="nowrap" className={classes.owner}>
                <UserAvatar avatar={node.owner.avatar} name={node.owner.name} size={22} />
                <Text size="sm" c="dimmed" truncate>
                  {node.team ? `${node.owner.name} · ${node.team.name}` : node.owner.name}
                </Text>
              </Group>
              <Box className={classes.progress}>
                <ProgressBar
                  value={node.progress}
                  size="sm"
                  label={`Progresso de "${node.title}"`}
                />
              </Box>
              <Box miw={130}>
                <ConfidenceBadge confidence={node.confidence} />
              </Box>
            </Group>
            <Button
              variant="subtle"
              size="compact-xs"
              mt={6}
              leftSection={
                keyResultsOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />
              }
              onClick={() => setKeyResultsOpen((open) => !open)}
              aria-expanded={keyResultsOpen}
              aria-controls={keyResultsOpen ? keyResultsId : undefined}
              aria-label={`Resultados-chave de "${node.title}"`}
            >
              Resultados-chave
            </Button>
            {keyResultsOpen && <ObjectiveTreeKeyResults objectiveId={node.id} id={keyResultsId} />}
          </Box>
        </Group>
      </Paper>
      {expanded && (
        <ObjectiveTreeChildren parent={node} id={childrenId} depth={depth + 1} {...expansion} />
      )}
    </li>
  );
}
