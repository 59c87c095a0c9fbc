import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useReducer } from 'react';
import { CheckInForm } from '../../../components/okr/check-in-form';
import {
  currentItem,
  guidedFlowReducer,
  isLastStep,
  type PendingKeyResult,
  startGuidedFlow,
  stepLabel,
} from '../guided-flow';
import { GuidedSummary } from './guided-summary';

interface GuidedCheckInFlowProps {
  items: readonly PendingKeyResult[];
  onClose: () => void;
}

/** One pendência after another (value, confidence, comment), then a summary. */
export function GuidedCheckInFlow({ items, onClose }: GuidedCheckInFlowProps) {
  const [state, dispatch] = useReducer(guidedFlowReducer, items, startGuidedFlow);
  const item = currentItem(state);

  if (!item) return <GuidedSummary state={state} onClose={onClose} />;

  const last = isLastStep(state);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" lineClamp={1} style={{ flex: 1 }}>
            {item.objective.title}
          </Text>
          <Text size="sm" fw={600} aria-live="polite" data-testid="guided-step">
            {stepLabel(state)}
          </Text>
        </Group>
        <Progress
          value={(state.index / state.items.length) * 100}
          size="sm"
          aria-label={`Check-in ${stepLabel(state)}`}
        />
      </Stack>
      <CheckInForm
        key={item.id}
        keyResult={item}
        submitLabel={last ? 'Concluir' : 'Próximo'}
        onSaved={(checkIn) => dispatch({ type: 'saved', checkIn })}
        secondaryActions={
          <Button variant="subtle" color="gray" onClick={() => dispatch({ type: 'skip' })}>
            Pular
          </Button>
        }
      />
    </Stack>
  );
}

interface GuidedCheckInModalProps {
  /** Snapshot of the pendências when the flow starts; null keeps the modal closed. */
  items: readonly PendingKeyResult[] | null;
  onClose: () => void;
}

export function GuidedCheckInModal({ items, onClose }: GuidedCheckInModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={items !== null}
      onClose={onClose}
      title="Check-in da semana"
      size="lg"
      fullScreen={isSmall}
      centered
    >
      {items && <GuidedCheckInFlow items={items} onClose={onClose} />}
    </Modal>
  );
}
