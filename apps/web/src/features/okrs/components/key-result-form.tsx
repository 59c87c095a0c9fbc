import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveKeyResult } from '../api/use-key-result-mutations';
import { KeyResultFields } from './key-result-fields';
import {
  emptyKeyResultValues,
  KEY_RESULT_FIELDS,
  type KeyResultFormValues,
  keyResultValuesFrom,
  toKeyResultBody,
  validateKeyResult,
} from './key-result-form-model';

interface KeyResultFormProps {
  objectiveId: string;
  /** Absent to add a key result. */
  keyResult?: KeyResult;
  /** Who owns a new key result until changed (usually the objective's owner). */
  defaultOwner: { id: string; name: string };
  onSaved: (keyResult: KeyResult) => void;
  onCancel: () => void;
}

/** Add or edit a key result; the value fields follow the chosen type. */
export function KeyResultForm({
  objectiveId,
  keyResult,
  defaultOwner,
  onSaved,
  onCancel,
}: KeyResultFormProps) {
  const save = useSaveKeyResult(objectiveId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<KeyResultFormValues>({
    mode: 'controlled',
    initialValues: keyResult
      ? keyResultValuesFrom(keyResult)
      : emptyKeyResultValues(defaultOwner.id),
    validate: validateKeyResult,
  });
  const submit = form.onSubmit(async (formValues) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({
        id: keyResult?.id,
        body: toKeyResultBody(formValues),
      });
      showToast({
        severity: 'success',
        summary: keyResult ? 'Resultado-chave atualizado.' : 'Resultado-chave adicionado.',
      });
      onSaved(saved);
    } catch (error) {
      const summary = 'Não foi possível salvar o resultado-chave';
      setFormError(reportSubmitError(form, error, KEY_RESULT_FIELDS, summary));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Stack gap="md">
        <KeyResultFields
          values={form.values}
          inputProps={(field) => form.getInputProps(field)}
          onTypeChange={(type) => {
            form.setFieldValue('type', type);
            form.clearErrors();
          }}
          onUnitChange={(unit) => form.setFieldValue('unit', unit)}
          initialOwner={keyResult?.owner ?? defaultOwner}
          linkedKpi={keyResult?.kpi}
        />
        <FormActions
          onCancel={onCancel}
          loading={save.isPending}
          submitLabel={keyResult ? 'Salvar resultado-chave' : 'Adicionar resultado-chave'}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
