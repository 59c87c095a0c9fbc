import { ActionIcon, Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { MAX_KEY_RESULTS_ON_CREATE } from '@rumo/shared/objectives/contracts';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { KeyResultFields } from './key-result-fields';
import { KEY_RESULT_FIELDS } from './key-result-form-model';
import { newKeyResultDraft, type ObjectiveFormValues } from './objective-form-model';

interface ObjectiveFormKeyResultsProps {
  form: UseFormReturnType<ObjectiveFormValues>;
  /** The objective's owner when known by name; new key results start with the objective's owner. */
  owner: { id: string; name: string } | null;
}

const titleId = (key: string) => `novo-objetivo-${key}-titulo`;

/** The key results typed in the new-objective form: add, remove and reorder before creating. */
export function ObjectiveFormKeyResults({ form, owner }: ObjectiveFormKeyResultsProps) {
  const items = form.values.keyResults;
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // Focus follows the keyboard: into a key result just added, back to "Adicionar" after a removal.
  useEffect(() => {
    if (!focusKey) return;
    const target =
      focusKey === 'add' ? addButton.current : document.getElementById(titleId(focusKey));
    target?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    const draft = newKeyResultDraft(form.values.ownerId);
    form.insertListItem('keyResults', draft);
    setFocusKey(draft.key);
  };
  const remove = (index: number) => {
    form.removeListItem('keyResults', index);
    setFocusKey('add');
  };
  const confirmRemove = (index: number) => {
    const title = items[index]?.title.trim();
    if (!title) return remove(index);
    modals.openConfirmModal({
      title: 'Remover resultado-chave',
      centered: true,
      children: <Text size="sm">{`Remover "${title}" deste novo objetivo?`}</Text>,
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(index),
    });
  };
  const move = (from: number, to: number) => form.reorderListItem('keyResults', { from, to });
  const path = (index: number) => `keyResults.${index}` as const;

  return (
    <Stack gap="sm" component="section" aria-labelledby="novo-objetivo-krs">
      <Stack gap={2}>
        <Text size="sm" fw={500} id="novo-objetivo-krs">
          {items.length > 0 ? `Resultados-chave (${items.length})` : 'Resultados-chave'}
        </Text>
        <Text size="xs" c="dimmed">
          Opcional: de dois a cinco resultados mensuráveis, criados junto com o objetivo.
        </Text>
      </Stack>
      {form.errors.keyResults && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {form.errors.keyResults}
        </Alert>
      )}
      {items.map((keyResult, index) => {
        const label = `resultado-chave ${index + 1}`;
        return (
          <Fieldset key={keyResult.key} legend={`Resultado-chave ${index + 1}`} radius="md" p="sm">
            <Group justify="flex-end" gap={4} mb="xs">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Mover ${label} para cima`}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Mover ${label} para baixo`}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => confirmRemove(index)}
                aria-label={`Remover ${label}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <KeyResultFields
              values={keyResult}
              titleId={titleId(keyResult.key)}
              inputProps={(field) => form.getInputProps(`${path(index)}.${field}`)}
              onTypeChange={(type) => {
                form.setFieldValue(`${path(index)}.type`, type);
                for (const field of KEY_RESULT_FIELDS)
                  form.clearFieldError(`${path(index)}.${field}`);
              }}
              onUnitChange={(unit) => form.setFieldValue(`${path(index)}.unit`, unit)}
              initialOwner={owner && owner.id === keyResult.ownerId ? owner : null}
            />
          </Fieldset>
        );
      })}
      <Group>
        <Button
          ref={addButton}
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={items.length >= MAX_KEY_RESULTS_ON_CREATE}
        >
          Adicionar resultado-chave
        </Button>
      </Group>
    </Stack>
  );
}
