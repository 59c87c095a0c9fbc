import { Checkbox, Modal, Select, Stack, Text } from '@mantine/core';
import type { NamedRef } from '@rumo/shared/common/fields';
import type { ClosingObjective } from '@rumo/shared/cycle-close/contracts';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useCarryOver } from '../api/use-cycle-close';

/** Carries an unfinished objective into a later cycle with the chosen key results. */
export function CarryOverModal({
  objective,
  cycles,
  opened,
  onClose,
}: {
  objective: ClosingObjective;
  cycles: NamedRef[];
  opened: boolean;
  onClose: () => void;
}) {
  const carry = useCarryOver(objective.id);
  const [cycleId, setCycleId] = useState<string | null>(cycles[0]?.id ?? null);
  const [chosen, setChosen] = useState<string[]>(objective.keyResults.map((kr) => kr.id));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!cycleId) {
      setError('Escolha o ciclo de destino.');
      return;
    }
    setError(null);
    try {
      const carried = await carry.mutateAsync({ cycleId, keyResultIds: chosen });
      showToast({ severity: 'success', summary: `Objetivo continuado em ${carried.cycleName}.` });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Continuar no próximo ciclo" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <FormAlert message={error} />
          <Text size="sm">
            {`"${objective.title}" ganha uma cópia em rascunho no ciclo escolhido, ligada a este objetivo.`}
          </Text>
          <Select
            label="Ciclo de destino"
            data={cycles.map((cycle) => ({ value: cycle.id, label: cycle.name }))}
            value={cycleId}
            onChange={setCycleId}
            allowDeselect={false}
            required
          />
          {objective.keyResults.length > 0 && (
            <Checkbox.Group
              label="Resultados-chave que continuam"
              value={chosen}
              onChange={setChosen}
            >
              <Stack gap={6} mt={6}>
                {objective.keyResults.map((kr) => (
                  <Checkbox key={kr.id} value={kr.id} label={kr.title} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <FormActions onCancel={onClose} loading={carry.isPending} submitLabel="Continuar" />
        </Stack>
      </form>
    </Modal>
  );
}
