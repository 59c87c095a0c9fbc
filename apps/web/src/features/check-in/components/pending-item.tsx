import { Group, Paper, Stack, Text } from '@mantine/core';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { describeGoal, formatValue } from '../../../components/okr/key-result-goal';
import { CheckInButton, KeyResultBar } from '../../../components/okr/key-result-row';
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
          <KeyResultBar keyResult={item} />
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <ConfidenceBadge confidence={item.confidence} size="sm" />
            <CheckInButton title={item.title} onClick={onCheckIn} />
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
