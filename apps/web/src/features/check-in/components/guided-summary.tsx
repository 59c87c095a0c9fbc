import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { ConfidenceBadge } from '../../../components/okr/confidence-badge';
import { formatValue } from '../../../components/okr/key-result-goal';
import { flowSummary, type GuidedFlowState, summarySentence } from '../guided-flow';

interface GuidedSummaryProps {
  state: GuidedFlowState;
  onClose: () => void;
}

/** What the walk did: each key result with its new value, or marked as skipped. */
export function GuidedSummary({ state, onClose }: GuidedSummaryProps) {
  const counts = flowSummary(state);
  return (
    <Stack gap="md" data-testid="guided-summary">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color="green">
          <IconCircleCheck size={26} aria-hidden />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={3} fz="lg">
            {counts.saved > 0 ? 'Check-in concluído!' : 'Nenhum check-in registrado'}
          </Title>
          <Text size="sm" c="dimmed">
            {summarySentence(counts)}
          </Text>
        </Stack>
      </Group>
      <List spacing="sm" listStyleType="none" aria-label="Resumo do check-in">
        {state.items.map((item) => {
          const outcome = state.outcomes[item.id];
          return (
            <List.Item key={item.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {outcome?.status === 'saved'
                      ? `${formatValue(item, outcome.checkIn.previousValue)} → ${formatValue(item, outcome.checkIn.value)}`
                      : 'Pulado — continua nas pendências'}
                  </Text>
                </Stack>
                {outcome?.status === 'saved' ? (
                  <ConfidenceBadge confidence={outcome.checkIn.confidence} size="sm" />
                ) : (
                  <IconPlayerSkipForward size={16} aria-label="Pulado" />
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose}>Fechar</Button>
      </Group>
    </Stack>
  );
}
