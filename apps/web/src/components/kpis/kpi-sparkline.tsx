import { Text } from '@mantine/core';
import type { Kpi } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod } from '@rumo/shared/kpis/rules';
import { formatKpiValue, kpiStatusColors } from './kpi-format';

const WIDTH = 112;
const HEIGHT = 32;
const PAD = 3;

/**
 * The latest values as a small line, coloured by the status, described in words. Drawn in SVG
 * rather than with @mantine/charts' Sparkline: recharts would cost the dashboard ~127 KB of gzipped
 * JS over its budget (docs/decisions/0021-web-js-budgets.md).
 */
export function KpiSparkline({ kpi }: { kpi: Kpi }) {
  const points = kpi.recent;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) {
    return (
      <Text size="xs" c="dimmed">
        {points.length === 1 ? 'Um valor só' : 'Sem histórico'}
      </Text>
    );
  }
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (value: number) => HEIGHT - PAD - ((value - min) / span) * (HEIGHT - 2 * PAD);
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  const color = `var(--mantine-color-${kpi.status ? kpiStatusColors[kpi.status] : 'gray'}-filled)`;
  const description = `Evolução de ${kpi.name}: de ${formatKpiValue(kpi, first.value)} em ${formatKpiPeriod(kpi.period, first.periodStart)} a ${formatKpiValue(kpi, last.value)} em ${formatKpiPeriod(kpi.period, last.periodStart)}`;
  return (
    <svg
      role="img"
      aria-label={description}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      data-testid="kpi-sparkline"
      style={{ display: 'block', overflow: 'visible', flexShrink: 0 }}
    >
      <title>{description}</title>
      <polyline
        points={line}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={x(points.length - 1)} cy={y(last.value)} r={3} fill={color} />
    </svg>
  );
}
