import { Badge, ColorSwatch } from '@mantine/core';
import { type ObjectiveApproval, objectiveApprovalLabels } from '@rumo/shared/okr/enums';
import {
  type ObjectiveLevel,
  type ObjectiveResult,
  type ObjectiveStatus,
  objectiveLevelLabels,
  objectiveResultLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';

const levelColors: Record<ObjectiveLevel, string> = {
  company: 'indigo',
  team: 'cyan',
  individual: 'grape',
};

export function LevelBadge({ level }: { level: ObjectiveLevel }) {
  return (
    <Badge variant="light" color={levelColors[level]} size="sm">
      {objectiveLevelLabels[level]}
    </Badge>
  );
}

const statusColors: Record<ObjectiveStatus, string> = {
  draft: 'gray',
  active: 'blue',
  closed: 'dark',
};

const resultColors: Record<ObjectiveResult, string> = {
  achieved: 'green',
  partial: 'yellow',
  not_achieved: 'red',
};

const approvalColors: Record<ObjectiveApproval, string> = {
  submitted: 'orange',
  returned: 'red',
};

/**
 * Status, and for a closed objective its result ("Encerrado · Atingido"); a draft in the
 * approval flow shows where it stands ("Em aprovação", "Devolvido").
 */
export function StatusBadge({
  status,
  result = null,
  approval = null,
}: {
  status: ObjectiveStatus;
  result?: ObjectiveResult | null;
  approval?: ObjectiveApproval | null;
}) {
  if (status === 'draft' && approval) {
    return (
      <Badge variant="outline" color={approvalColors[approval]} size="sm">
        {objectiveApprovalLabels[approval]}
      </Badge>
    );
  }
  if (status === 'closed' && result) {
    return (
      <Badge variant="light" color={resultColors[result]} size="sm">
        {`${objectiveStatusLabels.closed} · ${objectiveResultLabels[result]}`}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" color={statusColors[status]} size="sm">
      {objectiveStatusLabels[status]}
    </Badge>
  );
}

/** A strategic pillar in its own colour (border and dot; the name in text colour, as any hue reads). */
export function PillarBadge({ name, color }: { name: string; color: string }) {
  return (
    <Badge
      variant="outline"
      size="sm"
      color={color}
      leftSection={<ColorSwatch color={color} size={8} withShadow={false} />}
      styles={{ root: { textTransform: 'none', color: 'var(--mantine-color-text)' } }}
    >
      {name}
    </Badge>
  );
}
