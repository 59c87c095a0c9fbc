import type { BarChartProps, DonutChartProps } from '@mantine/charts';
import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type Charts = typeof import('./charts');

// Recharts is the app's largest library: the dashboard's figures and lists show first, and the
// chart code is fetched once they are on screen. Not React.lazy: a component suspending in the
// same render as the cards would hold the whole dashboard back until the chunk arrives.
let loaded: Charts | undefined;
const loadCharts = async () => {
  loaded ??= await import('./charts');
  return loaded;
};

function useCharts(): Charts | undefined {
  const [charts, setCharts] = useState(loaded);
  useEffect(() => {
    if (charts) return;
    let active = true;
    void loadCharts().then((module) => active && setCharts(module));
    return () => {
      active = false;
    };
  }, [charts]);
  return charts;
}

/** Keeps the chart's room while its code loads, so nothing below it moves. */
function ChartSpace({ h, w }: Pick<BoxProps, 'h' | 'w'>) {
  return <Box h={h} w={w} aria-busy="true" />;
}

export function DonutChart(props: DonutChartProps) {
  const charts = useCharts();
  return charts ? <charts.DonutChart {...props} /> : <ChartSpace h={props.h} w={props.w} />;
}

export function BarChart(props: BarChartProps) {
  const charts = useCharts();
  return charts ? <charts.BarChart {...props} /> : <ChartSpace h={props.h} w={props.w} />;
}
