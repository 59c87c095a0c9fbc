import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { Objective } from '@rumo/shared/objectives/contracts';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { PrivateBadge } from '../../../components/okr/private-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { LevelBadge, PillarBadge, StatusBadge } from './objective-badges';

/** Level, pillar and the objective it aligns to, under the title in both layouts. */
export function ObjectiveTags({ objective }: { objective: Objective }) {
  return (
    <Group gap={6}>
      <LevelBadge level={objective.level} />
      {objective.private && <PrivateBadge />}
      {objective.pillar && (
        <PillarBadge name={objective.pillar.name} color={objective.pillar.color} />
      )}
      {objective.parentObjective && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {`↳ ${objective.parentObjective.title}`}
        </Text>
      )}
    </Group>
  );
}

function ObjectiveRow({ objective }: { objective: Objective }) {
  return (
    <Table.Tr>
      <Table.Td maw={360}>
        <Stack gap={4}>
          <Anchor component={Link} to={paths.objective(objective.id)} fw={600}>
            {objective.title}
          </Anchor>
          <ObjectiveTags objective={objective} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={24} />
          <Text size="sm">{objective.owner.name}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{objective.team?.name ?? '—'}</Text>
      </Table.Td>
      <Table.Td miw={objective.result ? 200 : 100}>
        <StatusBadge
          status={objective.status}
          result={objective.result}
          approval={objective.approval}
        />
      </Table.Td>
      <Table.Td miw={180}>
        <ProgressBar
          value={objective.progress}
          size="sm"
          label={`Progresso de "${objective.title}"`}
        />
      </Table.Td>
      <Table.Td>
        {/* max-content: a badge may shrink to an ellipsis when the table is squeezed. */}
        <ConfidenceBadge confidence={objective.confidence} miw="max-content" />
      </Table.Td>
      <Table.Td>
        <Text size="sm" ta="center">
          {objective.keyResultCount}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Wide screens: one row per objective. */
export function ObjectiveListTable({
  objectives,
  stale,
}: {
  objectives: Objective[];
  stale: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Objetivos do ciclo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Objetivo</Table.Th>
            <Table.Th>Responsável</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progresso</Table.Th>
            <Table.Th>Confiança</Table.Th>
            <Table.Th ta="center">KRs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {objectives.map((objective) => (
            <ObjectiveRow key={objective.id} objective={objective} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
