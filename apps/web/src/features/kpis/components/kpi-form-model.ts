import type { FormErrors } from '@mantine/form';
import { type Kpi, type KpiBody, kpiBodySchema } from '@rumo/shared/kpis/contracts';
import type { KpiDirection, KpiPeriod } from '@rumo/shared/kpis/rules';
import { KEY_RESULT_UNITS, type KeyResultUnit, keyResultUnitLabels } from '@rumo/shared/okr/enums';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export interface KpiFormValues {
  name: string;
  description: string;
  teamId: string | null;
  ownerId: string | null;
  unit: KeyResultUnit;
  customUnit: string;
  decimals: number | string;
  direction: KpiDirection;
  green: number | string;
  amber: number | string;
  period: KpiPeriod;
}

export const KPI_FIELDS = [
  'name',
  'description',
  'teamId',
  'ownerId',
  'unit',
  'customUnit',
  'decimals',
  'direction',
  'green',
  'amber',
  'period',
] as const;

export const kpiUnitOptions = KEY_RESULT_UNITS.map((unit) => ({
  value: unit,
  label: keyResultUnitLabels[unit],
}));

export function kpiFormValues(kpi: Kpi | undefined, ownerId: string | null): KpiFormValues {
  return {
    name: kpi?.name ?? '',
    description: kpi?.description ?? '',
    teamId: kpi?.team?.id ?? null,
    ownerId: kpi?.owner.id ?? ownerId,
    unit: kpi?.unit ?? 'number',
    customUnit: kpi?.customUnit ?? '',
    decimals: kpi?.decimals ?? 0,
    direction: kpi?.direction ?? 'higher_better',
    green: kpi?.green ?? '',
    amber: kpi?.amber ?? '',
    period: kpi?.period ?? 'monthly',
  };
}

const isBlank = (value: number | string) => value === '' || value === null;
const numberOrNaN = (value: number | string) => (isBlank(value) ? Number.NaN : Number(value));

export function toKpiBody(values: KpiFormValues): KpiBody {
  return {
    name: values.name,
    description: values.description,
    teamId: values.teamId,
    ownerId: values.ownerId ?? '',
    unit: values.unit,
    customUnit: values.unit === 'custom' ? values.customUnit : null,
    decimals: isBlank(values.decimals) ? 0 : Number(values.decimals),
    direction: values.direction,
    green: numberOrNaN(values.green),
    amber: numberOrNaN(values.amber),
    period: values.period,
  };
}

const schemaErrors = zod4Resolver(kpiBodySchema, { errorPriority: 'first' });

/** The API's pt-BR messages, plus "fill it in" for blank numbers and a missing owner. */
export function validateKpi(values: KpiFormValues): FormErrors {
  const errors: FormErrors = schemaErrors(toKpiBody(values));
  if (isBlank(values.green)) errors.green = 'Informe o limite verde.';
  if (isBlank(values.amber)) errors.amber = 'Informe o limite amarelo.';
  if (!values.ownerId) errors.ownerId = 'Escolha o responsável.';
  return errors;
}
