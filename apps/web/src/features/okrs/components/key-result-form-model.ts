import type { FormErrors } from '@mantine/form';
import {
  type KeyResult,
  type KeyResultBody,
  keyResultBodySchema,
} from '@rumo/shared/objectives/contracts';
import { formatKeyResultValue } from '@rumo/shared/okr/format';
import type { KeyResultType, KeyResultUnit } from '@rumo/shared/okr/key-result-types';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { milestoneGoal } from '../../../components/okr/key-result-goal';

export interface KeyResultFormValues {
  title: string;
  type: KeyResultType;
  /** NumberInput answers '' while empty. */
  start: number | string;
  target: number | string;
  unit: KeyResultUnit;
  customUnit: string;
  decimals: number | string;
  weight: number | string;
  ownerId: string | null;
  /** 'YYYY-MM-DD' or null */
  dueDate: string | null;
  /** The KPI it moves, or null. */
  kpiId: string | null;
}

export const KEY_RESULT_FIELDS = [
  'title',
  'type',
  'start',
  'target',
  'unit',
  'customUnit',
  'decimals',
  'weight',
  'ownerId',
  'dueDate',
  'kpiId',
] as const;

/** How each type reads in the type picker. */
export const keyResultTypeOptions: { value: KeyResultType; label: string }[] = [
  { value: 'increase', label: 'Aumentar de X para Y' },
  { value: 'decrease', label: 'Reduzir de X para Y' },
  { value: 'keep_above', label: 'Manter acima de X' },
  { value: 'keep_below', label: 'Manter abaixo de X' },
  { value: 'binary', label: 'Entregue ou não' },
  { value: 'milestone', label: 'Marcos (iniciativas)' },
];

export const keyResultUnitOptions: { value: KeyResultUnit; label: string }[] = [
  { value: 'percent', label: '%' },
  { value: 'currency', label: 'R$' },
  { value: 'number', label: 'Número' },
  { value: 'custom', label: 'Personalizada' },
];

export interface TypeFields {
  /** Label of the start field, or null when the type has no start. */
  start: string | null;
  /** Label of the target field, or null when the type has no target (binary). */
  target: string | null;
  /** Whether the unit and decimals matter for this type. */
  measured: boolean;
}

/** Which value fields a type asks for, and what they are called. */
export function typeFields(type: KeyResultType): TypeFields {
  switch (type) {
    case 'increase':
      return { start: 'De (valor inicial)', target: 'Para (meta)', measured: true };
    case 'decrease':
      return { start: 'De (valor inicial)', target: 'Para (meta)', measured: true };
    case 'keep_above':
      return { start: null, target: 'Manter acima de', measured: true };
    case 'keep_below':
      return { start: null, target: 'Manter abaixo de', measured: true };
    case 'binary':
    case 'milestone':
      return { start: null, target: null, measured: false };
  }
}

export function emptyKeyResultValues(ownerId: string | null): KeyResultFormValues {
  return {
    title: '',
    type: 'increase',
    start: 0,
    target: '',
    unit: 'number',
    customUnit: '',
    decimals: 0,
    weight: 1,
    ownerId,
    dueDate: null,
    kpiId: null,
  };
}

export function keyResultValuesFrom(keyResult: KeyResult): KeyResultFormValues {
  return {
    title: keyResult.title,
    type: keyResult.type,
    start: keyResult.start,
    target: keyResult.target,
    unit: keyResult.unit,
    customUnit: keyResult.customUnit ?? '',
    decimals: keyResult.decimals,
    weight: keyResult.weight,
    ownerId: keyResult.owner.id,
    dueDate: keyResult.dueDate,
    kpiId: keyResult.kpi?.id ?? null,
  };
}

const isBlank = (value: number | string) => value === '' || value === null;

/** The wire body: binary is always 0 → 1, milestone 0 → 0, keep types measure against the threshold only. */
export function toKeyResultBody(values: KeyResultFormValues): KeyResultBody {
  const base = {
    title: values.title,
    type: values.type,
    unit: values.unit,
    customUnit: values.unit === 'custom' ? values.customUnit : null,
    decimals: isBlank(values.decimals) ? 0 : Number(values.decimals),
    weight: isBlank(values.weight) ? Number.NaN : Number(values.weight),
    ownerId: values.ownerId ?? '',
    dueDate: values.dueDate || null,
    kpiId: values.kpiId,
  };
  if (values.type === 'binary') {
    return { ...base, start: 0, target: 1, unit: 'number', customUnit: null, decimals: 0 };
  }
  // The API scores a milestone key result from its initiatives and ignores these numbers.
  if (values.type === 'milestone') {
    return { ...base, start: 0, target: 0, unit: 'number', customUnit: null, decimals: 0 };
  }
  const target = isBlank(values.target) ? Number.NaN : Number(values.target);
  const start = typeFields(values.type).start === null ? target : Number(values.start);
  return { ...base, start, target };
}

const schemaErrors = zod4Resolver(keyResultBodySchema, { errorPriority: 'first' });

/** pt-BR messages from the shared schema, plus "fill it in" for numbers left blank. */
export function validateKeyResult(values: KeyResultFormValues): FormErrors {
  const errors: FormErrors = schemaErrors(toKeyResultBody(values));
  const fields = typeFields(values.type);
  if (fields.start !== null && isBlank(values.start)) errors.start = 'Informe o valor inicial.';
  if (fields.target !== null && isBlank(values.target)) errors.target = 'Informe a meta.';
  if (isBlank(values.weight)) errors.weight = 'Informe o peso.';
  if (!values.ownerId) errors.ownerId = 'Escolha o responsável.';
  return errors;
}

/** "Aumentar de 10% para 50%", "Manter abaixo de R$ 2.000,00", "Entregue ou não". */
export function describeKeyResultGoal(
  keyResult: Pick<KeyResult, 'type' | 'start' | 'target' | 'unit' | 'customUnit' | 'decimals'>,
): string {
  const format = (value: number) => formatKeyResultValue(value, keyResult);
  switch (keyResult.type) {
    case 'increase':
      return `Aumentar de ${format(keyResult.start)} para ${format(keyResult.target)}`;
    case 'decrease':
      return `Reduzir de ${format(keyResult.start)} para ${format(keyResult.target)}`;
    case 'keep_above':
      return `Manter acima de ${format(keyResult.target)}`;
    case 'keep_below':
      return `Manter abaixo de ${format(keyResult.target)}`;
    case 'binary':
      return 'Entregue ou não';
    case 'milestone':
      return milestoneGoal(keyResult.target);
  }
}
