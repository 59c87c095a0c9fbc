import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Objective } from '@rumo/shared/objectives/contracts';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { StatusBadge } from './objective-badges';
import { ObjectiveTags } from './objective-list-table';

/** Phones: one card per objective, everything in view (the table would scroll sideways). */
export function ObjectiveListCards({
  objectives,
  stale,
}: {
  objectives: Objective[];
  stale: boolean;
}) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Objetivos do ciclo"
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1 }}
    >
      {objectives.map((objective) => (
        <Card
          key={objective.id}
          component="li"
          withBorder
          padding="md"
          radius="md"
          data-testid="objective-card"
        >
          <Stack gap="xs">
            <Anchor component={Link} to={paths.objective(objective.id)} fw={600}>
              {objective.title}
            </Anchor>
            <ObjectiveTags objective={objective} />
            <ProgressBar
              value={objective.progress}
              size="sm"
              label={`Progresso de "${objective.title}"`}
            />
            <Group gap={6}>
              <StatusBadge
                status={objective.status}
                result={objective.result}
                approval={objective.approval}
              />
              <ConfidenceBadge confidence={objective.confidence} size="sm" />
            </Group>
            <Group gap={6} wrap="nowrap">
              <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={24} />
              <Text size="xs" c="dimmed" truncate>
                {`${objective.owner.name} · ${objective.team?.name ?? 'sem time'} · ${plural(
                  objective.keyResultCount,
                  'KR',
                  'KRs',
                )}`}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
