import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { MrrPoint } from '@rumo/shared/backoffice/stats';
import { formatBrl } from '@rumo/shared/billing/money';
import { monthLabel } from './mrr-chart-labels';

const reais = (cents: number) => cents / 100;
const money = (value: number) => formatBrl(Math.round(value * 100));

/** MRR over time (line) and its monthly movements (stacked bars); loaded lazily. */
export default function MrrChart({ series }: { series: MrrPoint[] }) {
  const data = series.map((point) => ({
    month: monthLabel(point.month),
    MRR: reais(point.mrrCents),
    Novo: reais(point.newCents),
    Expansão: reais(point.expansionCents),
    Reativação: reais(point.reactivationCents),
    Contração: reais(point.contractionCents),
    Cancelamentos: reais(point.churnCents),
  }));
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" fw={600} mb="xs" id="mrr-line">
          MRR por mês
        </Text>
        <LineChart
          h={240}
          data={data}
          dataKey="month"
          series={[{ name: 'MRR', color: 'teal.6' }]}
          valueFormatter={money}
          curveType="monotone"
          aria-labelledby="mrr-line"
          role="img"
        />
      </div>
      <div>
        <Text size="sm" fw={600} mb="xs" id="mrr-movements">
          Movimentações do MRR
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          valueFormatter={money}
          series={[
            { name: 'Novo', color: 'teal.6' },
            { name: 'Expansão', color: 'blue.6' },
            { name: 'Reativação', color: 'violet.6' },
            { name: 'Contração', color: 'orange.6' },
            { name: 'Cancelamentos', color: 'red.6' },
          ]}
          aria-labelledby="mrr-movements"
          role="img"
        />
      </div>
    </Stack>
  );
}
