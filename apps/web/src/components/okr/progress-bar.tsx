import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { formatProgress } from '@rumo/shared/okr/format';
import type { KeyResultType } from '@rumo/shared/okr/key-result-types';
import {
  OBJECTIVE_PROGRESS_DESCRIPTION,
  progressFormulaDescription,
  roundProgress,
} from '@rumo/shared/okr/progress';

interface ProgressBarProps {
  /** 0–100, unrounded. */
  value: number;
  /** The key result type whose formula the tooltip explains; absent means an objective. */
  keyResultType?: KeyResultType;
  /** What is measured, for screen readers ("Progresso do objetivo X"). */
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  color?: string;
  /** Hides the percentage text beside the bar (when shown elsewhere). */
  hideValue?: boolean;
}

/** Progress bar plus percentage; the tooltip states the formula behind the number. */
export function ProgressBar({
  value,
  keyResultType,
  label = 'Progresso',
  size = 'md',
  color,
  hideValue = false,
}: ProgressBarProps) {
  const formula = keyResultType
    ? progressFormulaDescription(keyResultType)
    : OBJECTIVE_PROGRESS_DESCRIPTION;
  const text = formatProgress(value);
  const clamped = Math.min(100, Math.max(0, roundProgress(value)));
  return (
    <Tooltip
      label={formula}
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Group gap="xs" wrap="nowrap" tabIndex={0} style={{ flex: 1, minWidth: 80 }}>
        <Progress
          value={clamped}
          size={size}
          color={color}
          aria-label={`${label}: ${text}`}
          style={{ flex: 1 }}
        />
        {hideValue ? null : (
          <Text size="sm" fw={600} miw={52} ta="right">
            {text}
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
