import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import type { KeyResultType, KeyResultUnit } from '@rumo/shared/okr/key-result-types';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { UserSelect } from '../../../components/okr/user-select';
import { reportSubmitError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveKeyResult } from '../api/use-key-result-mutations';
import {
  describeKeyResultGoal,
  emptyKeyResultValues,
  KEY_RESULT_FIELDS,
  type KeyResultFormValues,
  keyResultTypeOptions,
  keyResultUnitOptions,
  keyResultValuesFrom,
  toKeyResultBody,
  typeFields,
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
  const { values } = form;
  const fields = typeFields(values.type);
  const decimals = Number(values.decimals) || 0;
  const numberProps = { decimalSeparator: ',', thousandSeparator: '.', decimalScale: decimals };

  const preview = (() => {
    const body = toKeyResultBody(values);
    if (Number.isNaN(body.target) || Number.isNaN(body.start)) return null;
    return describeKeyResultGoal({
      type: values.type,
      start: Number(body.start),
      target: Number(body.target),
      unit: body.unit,
      customUnit: body.customUnit ?? null,
      decimals: Number(body.decimals),
    });
  })();

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
        <TextInput
          label="Título"
          placeholder="Ex.: Receita recorrente mensal"
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Select
          label="Tipo"
          data={keyResultTypeOptions}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('type')}
          onChange={(value) => {
            const type = (value ?? 'increase') as KeyResultType;
            form.setFieldValue('type', type);
            form.clearErrors();
          }}
        />
        {(fields.start || fields.target) && (
          <SimpleGrid cols={{ base: 1, xs: fields.start ? 2 : 1 }} spacing="sm">
            {fields.start && (
              <NumberInput
                label={fields.start}
                withAsterisk
                {...numberProps}
                {...form.getInputProps('start')}
              />
            )}
            {fields.target && (
              <NumberInput
                label={fields.target}
                withAsterisk
                {...numberProps}
                {...form.getInputProps('target')}
              />
            )}
          </SimpleGrid>
        )}
        {fields.measured && (
          <SimpleGrid cols={{ base: 1, xs: values.unit === 'custom' ? 3 : 2 }} spacing="sm">
            <Select
              label="Unidade"
              data={keyResultUnitOptions}
              allowDeselect={false}
              {...form.getInputProps('unit')}
              onChange={(value) => form.setFieldValue('unit', (value ?? 'number') as KeyResultUnit)}
            />
            {values.unit === 'custom' && (
              <TextInput
                label="Unidade personalizada"
                placeholder="Ex.: clientes"
                withAsterisk
                {...form.getInputProps('customUnit')}
              />
            )}
            <NumberInput
              label="Casas decimais"
              min={0}
              max={4}
              allowDecimal={false}
              {...form.getInputProps('decimals')}
            />
          </SimpleGrid>
        )}
        {preview && (
          <Alert variant="light" color="blue" p="xs" data-testid="key-result-goal-preview">
            {preview}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Peso"
            description="Quanto conta no progresso do objetivo"
            min={0}
            max={100}
            decimalSeparator=","
            {...form.getInputProps('weight')}
          />
          <DatePickerInput
            label="Prazo"
            placeholder="Sem prazo"
            valueFormat="DD/MM/YY"
            clearable
            {...form.getInputProps('dueDate')}
          />
        </SimpleGrid>
        <UserSelect
          label="Responsável"
          withAsterisk
          initialUser={keyResult?.owner ?? defaultOwner}
          {...form.getInputProps('ownerId')}
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
