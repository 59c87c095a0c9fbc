import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { KpiDetail } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod } from '@rumo/shared/kpis/rules';
import { ReferenceArea } from 'recharts';
import { formatKpiValue } from '../../../components/kpis/kpi-format';

const band = (color: string) => `var(--mantine-color-${color}-light)`;

/**
 * Every value oldest first, over three bands: green (Saudável), yellow (Atenção) and red
 * (Crítico), cut at the thresholds. The table below the chart holds the same figures as text.
 */
export function KpiHistoryChart({ kpi }: { kpi: KpiDetail }) {
  const data = [...kpi.values].reverse().map((value) => ({
    period: formatKpiPeriod(kpi.period, value.periodStart),
    value: value.value,
  }));
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum valor registrado ainda. Registre o primeiro ou importe o histórico.
      </Text>
    );
  }
  const values = data.map((point) => point.value);
  const span =
    Math.max(...values, kpi.green, kpi.amber) - Math.min(...values, kpi.green, kpi.amber);
  const margin = span * 0.15 || 1;
  const min = Math.min(...values, kpi.green, kpi.amber) - margin;
  const max = Math.max(...values, kpi.green, kpi.amber) + margin;
  const higher = kpi.direction === 'higher_better';
  const [good, bad] = higher
    ? [
        [kpi.green, max],
        [min, kpi.amber],
      ]
    : [
        [min, kpi.green],
        [kpi.amber, max],
      ];
  const middle = [Math.min(kpi.green, kpi.amber), Math.max(kpi.green, kpi.amber)];
  const format = (value: number) => formatKpiValue(kpi, value);
  const first = data[0];
  const last = data.at(-1);
  const description =
    first && last
      ? `${data.length} ${data.length === 1 ? 'período' : 'períodos'}: de ${format(first.value)} (${first.period}) a ${format(last.value)} (${last.period}). Faixas: verde Saudável, amarelo Atenção, vermelho Crítico.`
      : '';

  return (
    <figure style={{ margin: 0 }}>
      <LineChart
        h={260}
        data={data}
        dataKey="period"
        series={[{ name: 'value', label: kpi.name, color: 'blue.7' }]}
        yAxisProps={{ domain: [min, max], width: 80 }}
        valueFormatter={format}
        curveType="linear"
        withDots
        dotProps={{ r: 3 }}
        referenceLines={[
          { y: kpi.green, label: `Verde: ${format(kpi.green)}`, color: 'green.8' },
          { y: kpi.amber, label: `Amarelo: ${format(kpi.amber)}`, color: 'yellow.9' },
        ]}
        role="img"
        aria-label={`Histórico de ${kpi.name}: ${description}`}
      >
        <ReferenceArea y1={good[0]} y2={good[1]} fill={band('green')} ifOverflow="hidden" />
        <ReferenceArea y1={middle[0]} y2={middle[1]} fill={band('yellow')} ifOverflow="hidden" />
        <ReferenceArea y1={bad[0]} y2={bad[1]} fill={band('red')} ifOverflow="hidden" />
      </LineChart>
      <figcaption>
        <Text size="xs" c="dimmed" mt="xs">
          {description}
        </Text>
      </figcaption>
    </figure>
  );
}
