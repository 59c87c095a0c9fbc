import type { BarChartProps, DonutChartProps } from '@mantine/charts';
import { Box, type BoxProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Recharts is the app's largest library: the dashboard's figures and lists show first, and the
// chart code arrives for the chart cards only.
const LazyDonutChart = lazy(async () => ({ default: (await import('./charts')).DonutChart }));
const LazyBarChart = lazy(async () => ({ default: (await import('./charts')).BarChart }));

/** Keeps the chart's room while its code loads, so nothing below it moves. */
function ChartSpace({ h, w }: Pick<BoxProps, 'h' | 'w'>) {
  return <Box h={h} w={w} aria-busy="true" />;
}

export function DonutChart(props: DonutChartProps) {
  return (
    <Suspense fallback={<ChartSpace h={props.h} w={props.w} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSpace h={props.h} w={props.w} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
