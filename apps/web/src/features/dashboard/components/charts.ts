// The chart library behind one dynamic import (see lazy-charts.tsx).
export { BarChart, DonutChart } from '@mantine/charts';
