import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { KpiDetail } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod, kpiDirectionLabels, kpiPeriodLabels } from '@rumo/shared/kpis/rules';
import { formatKpiValue } from '../../../components/kpis/kpi-format';
import { KpiStatusBadge } from '../../../components/kpis/kpi-status-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The latest value and status, and how the KPI is read (direction, thresholds, period). */
export function KpiSummary({ kpi }: { kpi: KpiDetail }) {
  const format = (value: number) => formatKpiValue(kpi, value);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group gap="md" align="flex-end">
          <Text fz={32} fw={700} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {kpi.latest ? format(kpi.latest.value) : '—'}
          </Text>
          <KpiStatusBadge status={kpi.status} size="lg" />
          <Text size="sm" c="dimmed">
            {kpi.latest
              ? `Último período: ${formatKpiPeriod(kpi.period, kpi.latest.periodStart)}`
              : 'Sem valor registrado'}
          </Text>
        </Group>
        {kpi.description && <Text size="sm">{kpi.description}</Text>}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Fact label="Time">{kpi.team?.name ?? 'Empresa'}</Fact>
          <Fact label="Responsável">{kpi.owner.name}</Fact>
          <Fact label="Periodicidade">{kpiPeriodLabels[kpi.period]}</Fact>
          <Fact label="Direção">{kpiDirectionLabels[kpi.direction]}</Fact>
          <Fact label="Limite verde">{format(kpi.green)}</Fact>
          <Fact label="Limite amarelo">{format(kpi.amber)}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
