import type { Kpi } from '@rumo/shared/kpis/contracts';
import { type KpiStatus, kpiStatusLabels } from '@rumo/shared/kpis/rules';
import { formatKeyResultValue } from '@rumo/shared/okr/format';

export const kpiStatusColors: Record<KpiStatus, string> = {
  healthy: 'green',
  attention: 'yellow',
  critical: 'red',
};

/** A KPI value with its unit, as key results show theirs ("92,5%", "R$ 1.200,00"). */
export const formatKpiValue = (kpi: Pick<Kpi, 'unit' | 'customUnit' | 'decimals'>, value: number) =>
  formatKeyResultValue(value, kpi);

export const NO_VALUE_LABEL = 'Sem valor';

export const kpiStatusLabel = (status: KpiStatus | null) =>
  status ? kpiStatusLabels[status] : NO_VALUE_LABEL;
