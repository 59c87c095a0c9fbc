import { ActionIcon, Anchor, Box, Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPoint } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { countDescendants, type ObjectiveTreeNode } from './build-objective-tree';
import { LevelBadge, StatusBadge } from './objective-badges';
import classes from './objective-tree.module.css';
import { ObjectiveTreeKeyResults } from './objective-tree-key-results';

interface ObjectiveTreeNodeViewProps {
  node: ObjectiveTreeNode;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  depth?: number;
}

/** One objective of the alignment tree, its children indented beneath it. */
export function ObjectiveTreeNodeView({
  node,
  collapsed,
  onToggle,
  depth = 0,
}: ObjectiveTreeNodeViewProps) {
  const { item, children } = node;
  const hasChildren = children.length > 0;
  const expanded = hasChildren && !collapsed.has(item.id);
  const childrenId = `arvore-filhos-${item.id}`;
  const keyResultsId = `arvore-krs-${item.id}`;
  // Key results are read only once asked for, and stay closed on "Expandir tudo".
  const [keyResultsOpen, setKeyResultsOpen] = useState(false);

  return (
    <li>
      <Paper withBorder radius="md" p="sm" className={classes.node} data-level={item.level}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {hasChildren ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onToggle(item.id)}
              aria-label={`${expanded ? 'Recolher' : 'Expandir'} "${item.title}"`}
              aria-expanded={expanded}
              aria-controls={childrenId}
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
              <LevelBadge level={item.level} />
              {item.status !== 'active' && <StatusBadge status={item.status} />}
              <Anchor
                component={Link}
                to={paths.objective(item.id)}
                fw={600}
                className={classes.title}
              >
                {item.title}
              </Anchor>
              {hasChildren && !expanded && (
                <Text size="xs" c="dimmed">
                  {`+${countDescendants(node)} alinhado(s)`}
                </Text>
              )}
            </Group>
            <Group gap="md" wrap="wrap" mt={6}>
              <Group gap={6} wrap="nowrap" className={classes.owner}>
                <UserAvatar avatar={item.owner.avatar} name={item.owner.name} size={22} />
                <Text size="sm" c="dimmed" truncate>
                  {item.team ? `${item.owner.name} · ${item.team.name}` : item.owner.name}
                </Text>
              </Group>
              <Box className={classes.progress}>
                <ProgressBar
                  value={item.progress}
                  size="sm"
                  label={`Progresso de "${item.title}"`}
                />
              </Box>
              <Box miw={130}>
                <ConfidenceBadge confidence={item.confidence} />
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
              aria-label={`Resultados-chave de "${item.title}"`}
            >
              Resultados-chave
            </Button>
            {keyResultsOpen && <ObjectiveTreeKeyResults objectiveId={item.id} id={keyResultsId} />}
          </Box>
        </Group>
      </Paper>
      {hasChildren && (
        <Collapse expanded={expanded}>
          <ul id={childrenId} className={classes.children} data-depth={depth + 1}>
            {children.map((child) => (
              <ObjectiveTreeNodeView
                key={child.item.id}
                node={child}
                collapsed={collapsed}
                onToggle={onToggle}
                depth={depth + 1}
              />
            ))}
          </ul>
        </Collapse>
      )}
    </li>
  );
}
