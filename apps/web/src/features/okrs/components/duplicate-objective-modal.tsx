import { Checkbox, Modal, Select, Stack, Text } from '@mantine/core';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useCycleOptions } from '../../../components/okr/use-cycle-options';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useDuplicateObjective } from '../api/use-objective-actions';
import { describeKeyResultGoal } from './key-result-form-model';

interface DuplicateObjectiveModalProps {
  objective: ObjectiveDetail;
  opened: boolean;
  onClose: () => void;
}

/** Copy the objective into another cycle as a draft, carrying the chosen key results. */
export function DuplicateObjectiveModal({
  objective,
  opened,
  onClose,
}: DuplicateObjectiveModalProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateObjective(objective.id);
  const cycles = useCycleOptions();
  const cycleOptions = (cycles.data ?? [])
    .filter((cycle) => cycle.id !== objective.cycleId && cycle.status !== 'closed')
    .map((cycle) => ({ value: cycle.id, label: cycle.name }));
  const [cycleId, setCycleId] = useState<string | null>(null);
  const [keyResultIds, setKeyResultIds] = useState<string[]>(() =>
    objective.keyResults.map((keyResult) => keyResult.id),
  );
  const [cycleError, setCycleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!cycleId) {
      setCycleError('Escolha o ciclo de destino.');
      return;
    }
    setFormError(null);
    try {
      const copy = await duplicate.mutateAsync({ cycleId, keyResultIds });
      showToast({ severity: 'success', summary: 'Objetivo duplicado como rascunho.' });
      onClose();
      navigate(paths.objective(copy.id));
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      showToast({ severity: 'error', summary: 'Não foi possível duplicar', detail: message });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Duplicar objetivo" centered size="lg">
      <form onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A cópia entra no ciclo escolhido como rascunho; os resultados-chave levados recomeçam do
            valor inicial.
          </Text>
          <Select
            label="Ciclo de destino"
            placeholder="Escolha o ciclo"
            data={cycleOptions}
            value={cycleId}
            onChange={(value) => {
              setCycleId(value);
              setCycleError(null);
            }}
            error={cycleError}
            withAsterisk
            nothingFoundMessage="Nenhum outro ciclo aberto. Crie um no Planejamento."
          />
          {objective.keyResults.length > 0 ? (
            <Checkbox.Group
              label="Resultados-chave a levar"
              value={keyResultIds}
              onChange={setKeyResultIds}
            >
              <Stack gap="xs" mt={6}>
                {objective.keyResults.map((keyResult) => (
                  <Checkbox
                    key={keyResult.id}
                    value={keyResult.id}
                    label={keyResult.title}
                    description={describeKeyResultGoal(keyResult)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Text size="sm" c="dimmed">
              Este objetivo não tem resultados-chave.
            </Text>
          )}
          <FormActions onCancel={onClose} loading={duplicate.isPending} submitLabel="Duplicar" />
        </Stack>
      </form>
    </Modal>
  );
}
