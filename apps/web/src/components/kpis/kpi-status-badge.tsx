import { Badge, type BadgeProps } from '@mantine/core';
import type { KpiStatus } from '@rumo/shared/kpis/rules';
import { kpiStatusColors, kpiStatusLabel } from './kpi-format';

type KpiStatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> & { status: KpiStatus | null };

/** "Saudável" green, "Atenção" yellow, "Crítico" red; grey before the first value. */
export function KpiStatusBadge({ status, ...props }: KpiStatusBadgeProps) {
  return (
    <Badge
      variant="light"
      color={status ? kpiStatusColors[status] : 'gray'}
      data-kpi-status={status ?? 'none'}
      {...props}
    >
      {kpiStatusLabel(status)}
    </Badge>
  );
}
