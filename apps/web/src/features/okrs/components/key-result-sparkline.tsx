import { Text, Tooltip } from '@mantine/core';
import {
  describeSparkline,
  type SparklineSource,
  sparklineGeometry,
} from './key-result-sparkline-model';

const WIDTH = 96;
const HEIGHT = 28;

/** A small trend line of a key result's check-ins (inline SVG), described in words. */
export function KeyResultSparkline({ keyResult }: { keyResult: SparklineSource }) {
  const description = describeSparkline(keyResult);
  const geometry = sparklineGeometry(keyResult, WIDTH, HEIGHT);
  if (!geometry) {
    return (
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    );
  }
  return (
    <Tooltip label={description} withArrow multiline maw={260}>
      <svg
        role="img"
        aria-label={description}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        data-testid="key-result-sparkline"
        style={{ display: 'block', overflow: 'visible' }}
      >
        {geometry.targetY !== null && (
          <line
            x1={0}
            x2={WIDTH}
            y1={geometry.targetY}
            y2={geometry.targetY}
            stroke="var(--mantine-color-dimmed)"
            strokeDasharray="3 3"
            strokeWidth={1}
          />
        )}
        <polyline
          points={geometry.points}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle
          cx={geometry.last.x}
          cy={geometry.last.y}
          r={2.5}
          fill="var(--mantine-primary-color-filled)"
        />
      </svg>
    </Tooltip>
  );
}
