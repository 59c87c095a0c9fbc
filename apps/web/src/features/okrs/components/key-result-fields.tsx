import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { KeyResultType, KeyResultUnit } from '@rumo/shared/okr/key-result-types';
import { KpiSelect } from '../../../components/kpis/kpi-select';
import { UserSelect } from '../../../components/okr/user-select';
import { useMilestoneKeyResults } from '../api/use-initiatives';
import {
  describeKeyResultGoal,
  type KEY_RESULT_FIELDS,
  type KeyResultFormValues,
  keyResultTypeOptions,
  keyResultUnitOptions,
  toKeyResultBody,
  typeFields,
} from './key-result-form-model';

export type KeyResultField = (typeof KEY_RESULT_FIELDS)[number];

interface KeyResultFieldsProps {
  values: KeyResultFormValues;
  /** Mantine's getInputProps for one field of this key result (plain or under a list path). */
  inputProps: (field: KeyResultField) => GetInputPropsReturnType;
  onTypeChange: (type: KeyResultType) => void;
  onUnitChange: (unit: KeyResultUnit) => void;
  /** The owner already known by name, so the picker shows it before any search. */
  initialOwner: { id: string; name: string } | null;
  /** Id of the title input, so a list can move the focus to a key result it just added. */
  titleId?: string;
  /** The KPI already linked, named before the KPI list loads. */
  linkedKpi?: { id: string; name: string } | null;
}

/** The fields of one key result, shared by the key result form and the new-objective form. */
export function KeyResultFields({
  values,
  inputProps,
  onTypeChange,
  onUnitChange,
  initialOwner,
  titleId,
  linkedKpi,
}: KeyResultFieldsProps) {
  const fields = typeFields(values.type);
  // "Marcos (iniciativas)" only where the company allows it (or the key result already is one).
  const milestoneAllowed = useMilestoneKeyResults() || values.type === 'milestone';
  const typeOptions = keyResultTypeOptions.filter(
    (option) => option.value !== 'milestone' || milestoneAllowed,
  );
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

  return (
    <Stack gap="md">
      <TextInput
        label="Título"
        placeholder="Ex.: Receita recorrente mensal"
        withAsterisk
        id={titleId}
        {...inputProps('title')}
      />
      <Select
        label="Tipo"
        data={typeOptions}
        allowDeselect={false}
        withAsterisk
        {...inputProps('type')}
        onChange={(value) => onTypeChange((value ?? 'increase') as KeyResultType)}
      />
      {(fields.start || fields.target) && (
        <SimpleGrid cols={{ base: 1, xs: fields.start ? 2 : 1 }} spacing="sm">
          {fields.start && (
            <NumberInput
              label={fields.start}
              withAsterisk
              {...numberProps}
              {...inputProps('start')}
            />
          )}
          {fields.target && (
            <NumberInput
              label={fields.target}
              withAsterisk
              {...numberProps}
              {...inputProps('target')}
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
            {...inputProps('unit')}
            onChange={(value) => onUnitChange((value ?? 'number') as KeyResultUnit)}
          />
          {values.unit === 'custom' && (
            <TextInput
              label="Unidade personalizada"
              placeholder="Ex.: clientes"
              withAsterisk
              {...inputProps('customUnit')}
            />
          )}
          <NumberInput
            label="Casas decimais"
            min={0}
            max={4}
            allowDecimal={false}
            {...inputProps('decimals')}
          />
        </SimpleGrid>
      )}
      {values.type === 'milestone' && (
        <Alert variant="light" color="blue" p="xs">
          O progresso é a parte concluída das iniciativas (as canceladas não contam). Adicione as
          iniciativas no resultado-chave depois de salvar.
        </Alert>
      )}
      {preview && values.type !== 'milestone' && (
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
          {...inputProps('weight')}
        />
        <DatePickerInput
          label="Prazo"
          placeholder="Sem prazo"
          valueFormat="DD/MM/YY"
          clearable
          {...inputProps('dueDate')}
        />
      </SimpleGrid>
      <UserSelect
        label="Responsável"
        withAsterisk
        initialUser={initialOwner}
        {...inputProps('ownerId')}
      />
      <KpiSelect current={linkedKpi} {...inputProps('kpiId')} />
    </Stack>
  );
}
