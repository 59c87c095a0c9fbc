import { Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { formatProgress } from '@rumo/shared/okr/format';
import { roundProgress } from '@rumo/shared/okr/progress';
import { paceColor, paceSentence } from '../dashboard-model';
import { DashboardCard } from './dashboard-card';

interface ProgressCardProps {
  progress: number;
  expected: number;
}

/** Overall progress against where a linear pace would be today. */
export function ProgressCard({ progress, expected }: ProgressCardProps) {
  const color = paceColor(progress, expected);
  return (
    <DashboardCard title="Progresso geral" description="Média ponderada dos objetivos do ciclo">
      <Group gap="lg" wrap="nowrap" align="center">
        <RingProgress
          size={120}
          thickness={12}
          roundCaps
          sections={[{ value: Math.min(100, roundProgress(progress)), color }]}
          label={
            <Text ta="center" fw={700} fz="xl">
              {formatProgress(progress)}
            </Text>
          }
          aria-label={`Progresso geral: ${formatProgress(progress)}`}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} c={color} data-testid="pace-sentence">
            {paceSentence(progress, expected)}
          </Text>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                Atual
              </Text>
              <Text size="xs" fw={600}>
                {formatProgress(progress)}
              </Text>
            </Group>
            <Progress value={progress} color={color} size="sm" aria-label="Progresso atual" />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                Esperado para hoje
              </Text>
              <Text size="xs" fw={600}>
                {formatProgress(expected)}
              </Text>
            </Group>
            <Progress
              value={expected}
              color="gray"
              size="sm"
              aria-label="Progresso esperado para hoje"
            />
          </Stack>
        </Stack>
      </Group>
    </DashboardCard>
  );
}
