import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod } from '@rumo/shared/kpis/rules';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { QueryError } from '../query-error';
import { formatKpiValue } from './kpi-format';
import { KpiSparkline } from './kpi-sparkline';
import { KpiStatusBadge } from './kpi-status-badge';
import { useKpis } from './use-kpis';

/** One KPI in a compact list: name, latest value and period, sparkline, status. */
export function KpiHealthRow({ kpi }: { kpi: Kpi }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="kpi-health-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.kpi(kpi.id)} fw={600} size="sm" truncate>
          {kpi.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {kpi.latest
            ? `${formatKpiValue(kpi, kpi.latest.value)} · ${formatKpiPeriod(kpi.period, kpi.latest.periodStart)}`
            : 'Sem valor registrado'}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <KpiSparkline kpi={kpi} />
        <KpiStatusBadge status={kpi.status} />
      </Group>
    </Group>
  );
}

interface KpiHealthListProps {
  /** `company` for the company-wide KPIs, or a team's id. */
  scope: string;
  emptyText: string;
}

/** The dashboard's and a team page's KPIs (first 10, active only): one request, two statements. */
export function KpiHealthList({ scope, emptyText }: KpiHealthListProps) {
  const kpis = useKpis(`teamId=${scope}&limit=10`);
  if (kpis.isError) return <QueryError error={kpis.error} onRetry={() => kpis.refetch()} />;
  if (!kpis.data) return <Skeleton height={96} aria-label="Carregando indicadores" />;
  if (kpis.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {kpis.data.data.map((kpi) => (
        <KpiHealthRow key={kpi.id} kpi={kpi} />
      ))}
    </Stack>
  );
}
