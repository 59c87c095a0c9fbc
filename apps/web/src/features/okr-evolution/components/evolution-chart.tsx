import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Evolution } from '@rumo/shared/evolution/contracts';
import { toEpochMs } from '@rumo/shared/okr/days';
import { evolutionReference } from '@rumo/shared/okr/expected-progress';
import { formatProgress } from '@rumo/shared/okr/format';
import { type Confidence, confidenceLabels } from '@rumo/shared/okr/key-result-types';
import { useMemo } from 'react';
import { checkInToday } from '../../../components/okr/check-in-model';
import { confidenceColors } from '../../../components/okr/confidence-badge';
import { formatDay } from '../../../components/okr/format-day';
import { axisTicks, buildEvolutionRows, type EvolutionRow } from '../evolution-chart-data';
import { ChartLegend } from './chart-legend';

export const EVOLUTION_SERIES: LineChartSeries[] = [
  { name: 'progress', label: 'Progresso', color: 'blue.6' },
  { name: 'expected', label: 'Esperado', color: 'gray.6', strokeDasharray: '8 5' },
  { name: 'forecast', label: 'Previsão', color: 'violet.5', strokeDasharray: '2 5' },
];

export function confidenceFill(confidence: Confidence | null | undefined): string {
  return confidence
    ? `var(--mantine-color-${confidenceColors[confidence]}-6)`
    : 'var(--mantine-color-gray-5)';
}

/** 'DD/MM' of a UTC-midnight tick. */
const shortDay = (ms: number) => formatDay(new Date(ms).toISOString()).slice(0, 5);

interface DotProps {
  cx?: number;
  cy?: number;
  index: number;
  payload?: EvolutionRow;
}

/** Progress dots coloured by the confidence at that check-in. */
function ConfidenceDot({ cx, cy, index, payload }: DotProps) {
  if (cx == null || cy == null || payload?.progress === undefined) return null;
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={4.5}
      fill={confidenceFill(payload.confidence)}
      stroke="var(--mantine-color-body)"
      strokeWidth={1.5}
    />
  );
}

function EvolutionTooltip({ row }: { row: EvolutionRow | undefined }) {
  if (!row) return null;
  const lines: [string, number | undefined][] = [
    ['Progresso', row.progress],
    ['Esperado', row.expected],
    ['Previsão', row.forecast],
  ];
  return (
    <Paper withBorder shadow="md" p="xs" radius="md">
      <Stack gap={2}>
        <Text size="xs" fw={700}>
          {formatDay(row.date)}
        </Text>
        {lines.map(([label, value]) =>
          value === undefined ? null : (
            <Group key={label} justify="space-between" gap="md">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="xs" fw={600}>
                {formatProgress(value)}
              </Text>
            </Group>
          ),
        )}
        {row.progress !== undefined && (
          <Group gap={6}>
            <span
              aria-hidden
              style={{
                width: 8,
                height: 8,
                borderRadius: 8,
                background: confidenceFill(row.confidence),
              }}
            />
            <Text size="xs">
              {row.confidence ? confidenceLabels[row.confidence] : 'Sem check-in'}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Progress over the cycle, the expected line (dashed) and the forecast to the end (dotted). The
 * "Hoje" line shows only inside an open cycle (`closed`: it stops at the cycle's end).
 */
export function EvolutionChart({ evolution, closed }: { evolution: Evolution; closed: boolean }) {
  const rows = useMemo(() => buildEvolutionRows(evolution), [evolution]);
  const cycle = evolution.cycle;
  if (!cycle) return null;
  const start = toEpochMs(cycle.startDate);
  const end = toEpochMs(cycle.endDate);
  const reference = evolutionReference({ ...cycle, closed }, checkInToday());
  const today = toEpochMs(reference.day);

  return (
    <Stack gap="xs">
      <LineChart
        h={320}
        data={rows}
        dataKey="t"
        series={EVOLUTION_SERIES}
        curveType="linear"
        connectNulls
        unit="%"
        valueFormatter={(value) => `${Math.round(value)}`}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 56 }}
        xAxisProps={{
          type: 'number',
          scale: 'time',
          domain: [start, end],
          ticks: axisTicks(cycle.startDate, cycle.endDate),
          tickFormatter: shortDay,
        }}
        referenceLines={
          reference.todayLine && today < end
            ? [{ x: today, label: 'Hoje', color: 'gray.5', labelPosition: 'insideTopRight' }]
            : []
        }
        lineProps={(series) =>
          series.name === 'progress'
            ? { dot: (props) => <ConfidenceDot {...props} />, activeDot: { r: 6 } }
            : { dot: false, activeDot: false }
        }
        tooltipProps={{
          content: ({ payload }) => (
            <EvolutionTooltip row={payload?.[0]?.payload as EvolutionRow | undefined} />
          ),
        }}
        gridAxis="xy"
        role="img"
        aria-label={`Evolução de ${evolution.label}: ${evolution.forecastSentence}`}
      />
      <ChartLegend />
    </Stack>
  );
}
