import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import {
  type ObjectiveLevel,
  type ObjectiveStatus,
  objectiveLevelLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';
import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cycleSituation, inactiveCycleCopy } from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { EmptyState } from '../../../components/okr/empty-state';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { useCycleOptions } from '../../../components/okr/use-cycle-options';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';

type TeamObjective = TeamDetail['objectives'][number];

const statusColors: Record<ObjectiveStatus, string> = {
  draft: 'gray',
  active: 'blue',
  closed: 'dark',
};

function statusLabel(status: string): string {
  return objectiveStatusLabels[status as ObjectiveStatus] ?? status;
}

function levelLabel(level: string): string {
  return objectiveLevelLabels[level as ObjectiveLevel] ?? level;
}

function ObjectiveItem({ objective }: { objective: TeamObjective }) {
  return (
    <Stack gap={6} component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={paths.objective(objective.id)} fw={600} lineClamp={2}>
          {objective.title}
        </Anchor>
        <Badge
          variant="outline"
          size="sm"
          color={statusColors[objective.status as ObjectiveStatus] ?? 'gray'}
          style={{ flexShrink: 0 }}
        >
          {statusLabel(objective.status)}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={20} />
        <Text size="xs" c="dimmed" truncate>
          {`${objective.owner.name} · ${levelLabel(objective.level)}`}
        </Text>
      </Group>
      <ProgressBar
        value={objective.progress}
        size="sm"
        label={`Progresso de "${objective.title}"`}
      />
    </Stack>
  );
}

/**
 * What the card says when the team has no objective: how to create one while the current cycle
 * takes objectives, or why none can be created when there is no cycle or it was closed.
 */
function NoTeamObjectives({ admin }: { admin: boolean }) {
  const cycles = useCycleOptions();
  const situation = cycleSituation(cycles.data ?? []);
  if (cycles.data && (situation.kind === 'none' || situation.kind === 'closed')) {
    return <CycleSituationState copy={inactiveCycleCopy(situation, admin)} size="sm" />;
  }
  return (
    <EmptyState
      size="sm"
      icon={<IconTarget aria-hidden />}
      title="Nenhum objetivo do time neste ciclo"
      description="Crie um objetivo de nível Time em OKRs para acompanhar o que o time quer alcançar."
      action={
        <Button component={Link} to={paths.okrs} variant="light" size="xs">
          Ir para OKRs
        </Button>
      }
    />
  );
}

/** The team's objectives in the current cycle, each linking to its detail. */
export function TeamObjectivesCard({ team, admin }: { team: TeamDetail; admin: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap={0} mb="md">
        <Title order={2} fz="lg">
          Objetivos do ciclo atual
        </Title>
        <Text size="sm" c="dimmed">
          {plural(team.objectives.length, 'objetivo', 'objetivos')}
        </Text>
      </Stack>
      {team.objectives.length === 0 ? (
        <NoTeamObjectives admin={admin} />
      ) : (
        <Stack gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {team.objectives.map((objective) => (
            <ObjectiveItem key={objective.id} objective={objective} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
