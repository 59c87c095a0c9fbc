import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import { describeGoal, formatValue } from '../../../components/okr/check-in-model';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { ProgressBar } from '../../../components/okr/progress-bar';
import type { PendingKeyResult } from '../guided-flow';

interface PendingItemProps {
  item: PendingKeyResult;
  onCheckIn: () => void;
}

export function PendingItem({ item, onCheckIn }: PendingItemProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {item.objective.title}
          </Text>
          <Text fw={600} size="sm" lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {describeGoal(item)} · Atual: {formatValue(item, item.current)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 260px' }} justify="flex-end">
          <Box style={{ flex: '1 1 140px', display: 'flex' }}>
            <ProgressBar
              value={item.progress}
              keyResultType={item.type}
              size="sm"
              label={item.title}
            />
          </Box>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <ConfidenceBadge confidence={item.confidence} size="sm" />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencilCheck size={16} />}
              onClick={onCheckIn}
              aria-label={`Fazer check-in de ${item.title}`}
            >
              Check-in
            </Button>
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
