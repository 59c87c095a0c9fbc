import type { CSSProperties } from 'react';
import classes from './charts.module.css';

// The dashboard's two charts, drawn with SVG and CSS. Recharts (through @mantine/charts) cost
// the page 127 KB of gzipped JS for a donut and a few bars; these cost about 2 KB.

/** A Mantine colour such as `blue.6` as its CSS variable. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

export interface DonutChartProps {
  data: { name: string; value: number; color: string }[];
  size: number;
  thickness: number;
  chartLabel: string;
  h: number;
  'aria-label': string;
}

/** The path of a ring segment from angle `from` to `to` (radians, 0 at the top, clockwise). */
function ringSegment(size: number, thickness: number, from: number, to: number): string {
  const c = size / 2;
  const outer = c;
  const inner = c - thickness;
  const point = (radius: number, angle: number) =>
    `${c + radius * Math.sin(angle)} ${c - radius * Math.cos(angle)}`;
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, from)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)}`,
    `L ${point(inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)}`,
    'Z',
  ].join(' ');
}

/** Objectives split in a ring, a total in its middle and a legend below. */
export function DonutChart({ data, size, thickness, chartLabel, h, ...aria }: DonutChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  // A full circle cannot be one arc: a single slice is drawn just short of it, in two halves.
  const full = 2 * Math.PI - 1e-4;
  let angle = 0;
  const segments = data.map((slice) => {
    const from = angle;
    angle += total > 0 ? (slice.value / total) * 2 * Math.PI : 0;
    return { ...slice, from, to: Math.min(angle, from + full) };
  });
  return (
    <div className={classes.donut} style={{ height: h }} role="img" aria-label={aria['aria-label']}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        {segments.map((slice) => (
          <path
            key={slice.name}
            d={ringSegment(size, thickness, slice.from, slice.to)}
            fill={cssColor(slice.color)}
            stroke="var(--mantine-color-body)"
            strokeWidth={segments.length > 1 ? 1 : 0}
          >
            <title>{`${slice.name}: ${slice.value}`}</title>
          </path>
        ))}
        <text x="50%" y="50%" dy="0.35em" textAnchor="middle" className={classes.donutLabel}>
          {chartLabel}
        </text>
      </svg>
      <ul className={classes.legend} aria-hidden="true">
        {data.map((slice) => (
          <li key={slice.name}>
            <span className={classes.swatch} style={{ background: cssColor(slice.color) }} />
            {slice.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface BarChartProps {
  data: { label: string; value: number }[];
  color: string;
  valueFormatter: (value: number) => string;
  /** The value at the right end of the axis (the left end is 0). */
  max: number;
  ticks: number[];
  'aria-label': string;
}

/** Horizontal bars with their values, on a 0–max axis. */
export function BarChart({ data, color, valueFormatter, max, ticks, ...aria }: BarChartProps) {
  const position = (value: number) => `${(Math.min(Math.max(value, 0), max) / max) * 100}%`;
  return (
    <div className={classes.bars} role="img" aria-label={aria['aria-label']}>
      <div aria-hidden="true">
        {data.map((bar) => (
          <div key={bar.label} className={classes.barRow}>
            <span className={classes.barLabel}>{bar.label}</span>
            <span className={classes.barTrack}>
              <span
                className={classes.bar}
                style={{ width: position(bar.value), background: cssColor(color) } as CSSProperties}
              />
              <span className={classes.barValue}>{valueFormatter(bar.value)}</span>
            </span>
          </div>
        ))}
        <div className={classes.barRow}>
          <span />
          <span className={classes.axis}>
            {ticks.map((tick) => (
              <span key={tick} style={{ left: position(tick) }}>
                {valueFormatter(tick)}
              </span>
            ))}
          </span>
        </div>
      </div>
    </div>
  );
}
