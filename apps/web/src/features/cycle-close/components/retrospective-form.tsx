import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  RETROSPECTIVE_MAX,
  type Retrospective,
  retrospectiveBodySchema,
} from '@rumo/shared/cycle-close/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSaveRetrospective } from '../api/use-cycle-close';

export const RETROSPECTIVE_FIELDS = [
  { key: 'worked', label: 'O que funcionou' },
  { key: 'learned', label: 'O que aprendemos' },
  { key: 'continues', label: 'O que continua' },
] as const;

type Values = Record<(typeof RETROSPECTIVE_FIELDS)[number]['key'], string>;

/** The objective's retrospective: three short texts, by its owner or an admin. */
export function RetrospectiveForm({
  objectiveId,
  retrospective,
  canEdit,
}: {
  objectiveId: string;
  retrospective: Retrospective | null;
  canEdit: boolean;
}) {
  const save = useSaveRetrospective(objectiveId);
  const [values, setValues] = useState<Values>({
    worked: retrospective?.worked ?? '',
    learned: retrospective?.learned ?? '',
    continues: retrospective?.continues ?? '',
  });
  const [error, setError] = useState<string | null>(null);

  if (!canEdit) {
    if (!retrospective) return <Text size="sm">Retrospectiva ainda não escrita.</Text>;
    return (
      <Stack gap={4}>
        {RETROSPECTIVE_FIELDS.map(({ key, label }) => (
          <Text size="sm" key={key}>
            <strong>{label}:</strong> {retrospective[key] ?? '—'}
          </Text>
        ))}
      </Stack>
    );
  }

  const submit = async () => {
    const parsed = retrospectiveBodySchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(values);
      showToast({ severity: 'success', summary: 'Retrospectiva salva.' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlert message={error} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {RETROSPECTIVE_FIELDS.map(({ key, label }) => (
          <Textarea
            key={key}
            label={label}
            value={values[key]}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setValues((current) => ({ ...current, [key]: text }));
            }}
            maxLength={RETROSPECTIVE_MAX}
            description={`${values[key].length}/${RETROSPECTIVE_MAX}`}
            autosize
            minRows={2}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" variant="light" loading={save.isPending}>
          Salvar retrospectiva
        </Button>
      </Group>
    </form>
  );
}
