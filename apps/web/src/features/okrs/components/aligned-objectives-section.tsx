import { Anchor, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AlignedObjective } from '@rumo/shared/objectives/contracts';
import { IconBinaryTree } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { EmptyState } from '../../../components/okr/empty-state';
import { PrivateBadge } from '../../../components/okr/private-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { useAlignedObjectives } from '../api/use-aligned-objectives';
import { LevelBadge, StatusBadge } from './objective-badges';

function AlignedRow({ objective }: { objective: AlignedObjective }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group gap="xs" wrap="wrap">
        <LevelBadge level={objective.level} />
        {objective.status !== 'active' && <StatusBadge status={objective.status} />}
        {objective.private && <PrivateBadge />}
        <Anchor
          component={Link}
          to={paths.objective(objective.id)}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {objective.title}
        </Anchor>
      </Group>
      <Group gap="md" wrap="wrap" mt={6}>
        <Group gap={6} wrap="nowrap" miw={0} style={{ flex: '1 1 180px' }}>
          <UserAvatar avatar={objective.owner.avatar} name={objective.owner.name} size={22} />
          <Text size="sm" c="dimmed" truncate>
            {objective.team
              ? `${objective.owner.name} · ${objective.team.name}`
              : objective.owner.name}
          </Text>
        </Group>
        <Box miw={140} style={{ flex: '0 1 220px' }}>
          <ProgressBar
            value={objective.progress}
            size="sm"
            label={`Progresso de "${objective.title}"`}
          />
        </Box>
        <ConfidenceBadge confidence={objective.confidence} />
      </Group>
    </Paper>
  );
}

/** "Objetivos alinhados": what contributes to this objective, each opening its own page. */
export function AlignedObjectivesSection({ objectiveId }: { objectiveId: string }) {
  const aligned = useAlignedObjectives(objectiveId);
  const count = aligned.data?.data.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="aligned-objectives-title">
      <Title order={2} fz="lg" id="aligned-objectives-title">
        {count ? `Objetivos alinhados (${count})` : 'Objetivos alinhados'}
      </Title>
      {aligned.isError ? (
        <QueryError error={aligned.error} onRetry={() => aligned.refetch()} />
      ) : !aligned.data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Carregando objetivos alinhados">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : aligned.data.data.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconBinaryTree aria-hidden />}
          title="Nenhum objetivo alinhado"
          description="Quando times e pessoas alinharem objetivos a este, eles aparecem aqui com o progresso de cada um."
        />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {aligned.data.data.map((objective) => (
            <AlignedRow key={objective.id} objective={objective} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
