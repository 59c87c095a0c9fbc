import { Badge, type BadgeProps } from '@mantine/core';
import { type Confidence, confidenceLabels } from '@rumo/shared/okr/enums';

export const confidenceColors: Record<Confidence, string> = {
  on_track: 'green',
  at_risk: 'yellow',
  off_track: 'red',
};

export const NO_CHECK_IN_LABEL = 'Sem check-in';

type ConfidenceBadgeProps = Omit<BadgeProps, 'color' | 'children'> & {
  confidence: Confidence | null;
};

/** "No caminho" green, "Em risco" yellow, "Fora do caminho" red; grey before the first check-in. */
export function ConfidenceBadge({ confidence, ...props }: ConfidenceBadgeProps) {
  return (
    <Badge
      variant="light"
      color={confidence ? confidenceColors[confidence] : 'gray'}
      data-confidence={confidence ?? 'none'}
      {...props}
    >
      {confidence ? confidenceLabels[confidence] : NO_CHECK_IN_LABEL}
    </Badge>
  );
}
