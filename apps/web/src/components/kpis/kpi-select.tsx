import { Select, type SelectProps } from '@mantine/core';
import { MAX_PAGE_SIZE } from '@rumo/shared/common/page-size';
import { useKpis } from './use-kpis';

type KpiSelectProps = Omit<SelectProps, 'data' | 'label'> & {
  /** The linked KPI as the key result knows it, listed even before the KPIs load. */
  current?: { id: string; name: string } | null;
};

/** "Indicador relacionado": the company's active KPIs (first 100), or none. */
export function KpiSelect({ current, ...props }: KpiSelectProps) {
  const kpis = useKpis(`page=1&limit=${MAX_PAGE_SIZE}`);
  const options = (kpis.data?.data ?? []).map((kpi) => ({
    value: kpi.id,
    label: kpi.team ? `${kpi.name} (${kpi.team.name})` : kpi.name,
  }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return (
    <Select
      label="Indicador relacionado"
      description="O indicador de saúde que este resultado-chave move (opcional)."
      placeholder="Nenhum"
      data={options}
      clearable
      searchable
      nothingFoundMessage="Nenhum indicador encontrado"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
