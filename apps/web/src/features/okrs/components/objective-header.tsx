import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { PrivateBadge } from '../../../components/okr/private-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { ObjectiveActions } from './objective-actions';
import { ObjectiveApproval } from './objective-approval';
import { LevelBadge, PillarBadge, StatusBadge } from './objective-badges';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Stack>
  );
}

/** Title, who and what it aligns to, status, progress (with its formula) and confidence. */
export function ObjectiveHeader({ objective }: { objective: ObjectiveDetail }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Group gap={6}>
              <LevelBadge level={objective.level} />
              <StatusBadge
                status={objective.status}
                result={objective.result}
                approval={objective.approval}
              />
              {objective.private && <PrivateBadge />}
            </Group>
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {objective.title}
            </Title>
          </Stack>
          <ObjectiveActions objective={objective} />
        </Group>
        <ObjectiveApproval objective={objective} />
        {objective.description && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Por que importa
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {objective.description}
            </Text>
          </Stack>
        )}
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Fact label="Responsável">
            <Group gap={6} wrap="nowrap">
              <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={22} />
              <span>{objective.owner.name}</span>
            </Group>
          </Fact>
          <Fact label="Time">{objective.team?.name ?? '—'}</Fact>
          <Fact label="Alinhamento">
            {objective.parentObjective ? (
              <Anchor component={Link} to={paths.objective(objective.parentObjective.id)} size="sm">
                {objective.parentObjective.title}
              </Anchor>
            ) : objective.pillar ? (
              <PillarBadge name={objective.pillar.name} color={objective.pillar.color} />
            ) : (
              <Text size="sm" c="dimmed">
                Não alinhado
              </Text>
            )}
          </Fact>
          <Fact label="Confiança">
            <ConfidenceBadge confidence={objective.confidence} />
          </Fact>
        </Group>
        <Fact label="Progresso">
          <Box maw={520}>
            <ProgressBar value={objective.progress} size="lg" label="Progresso do objetivo" />
          </Box>
        </Fact>
        {objective.status === 'closed' && objective.closingComment && (
          <Fact label="Comentário de encerramento">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {objective.closingComment}
            </Text>
          </Fact>
        )}
      </Stack>
    </Card>
  );
}
