import { plural } from '@rumo/shared/common/plural';
import type { KeyResultWithTrend } from '@rumo/shared/objectives/contracts';
import { formatKeyResultValue } from '@rumo/shared/okr/format';

export type SparklineSource = Pick<
  KeyResultWithTrend,
  'type' | 'start' | 'target' | 'unit' | 'customUnit' | 'decimals' | 'trend'
>;

export interface SparklineGeometry {
  /** The polyline's points, "x,y x,y…", in a width × height box. */
  points: string;
  /** Vertical position of the target line, or null for a binary key result (no scale). */
  targetY: number | null;
  last: { x: number; y: number };
}

const PAD = 3;

/**
 * The line through the start value and each check-in, on a scale that always holds the start
 * and the target, so a flat line near the target reads differently from one near the start.
 */
export function sparklineGeometry(
  source: SparklineSource,
  width: number,
  height: number,
): SparklineGeometry | null {
  if (source.trend.length === 0) return null;
  const values = [source.start, ...source.trend.map((point) => point.value)];
  const min = Math.min(...values, source.target);
  const max = Math.max(...values, source.target);
  const span = max - min || 1;
  const x = (index: number) => PAD + (index * (width - 2 * PAD)) / (values.length - 1);
  const y = (value: number) => PAD + ((max - value) * (height - 2 * PAD)) / span;
  const coordinates = values.map((value, index) => ({ x: x(index), y: y(value) }));
  const round = (n: number) => Math.round(n * 10) / 10;
  const lastPoint = coordinates[coordinates.length - 1] ?? { x: 0, y: 0 };
  return {
    points: coordinates.map((point) => `${round(point.x)},${round(point.y)}`).join(' '),
    targetY: source.type === 'binary' ? null : round(y(source.target)),
    last: { x: round(lastPoint.x), y: round(lastPoint.y) },
  };
}

/** What the sparkline shows, in words, for screen readers and the tooltip. */
export function describeSparkline(source: SparklineSource): string {
  const format = (value: number) => formatKeyResultValue(value, source);
  const count = source.trend.length;
  if (count === 0) return 'Sem check-ins ainda';
  const last = source.trend[count - 1]?.value ?? source.start;
  const checkIns = plural(count, 'check-in', 'check-ins');
  if (source.type === 'binary') {
    return `Tendência: ${last >= source.target ? 'entregue' : 'ainda não entregue'} após ${checkIns}`;
  }
  return `Tendência: de ${format(source.start)} para ${format(last)} em ${checkIns}; meta ${format(source.target)}`;
}
