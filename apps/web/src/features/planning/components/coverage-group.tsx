import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type ObjectiveLevel, objectiveLevelLabels } from '@rumo/shared/okr/key-result-types';
import type { CoverageGroup, CoverageObjective } from '@rumo/shared/planning/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../lib/paths';
import { useCoverageObjectives } from '../api/use-coverage';

const levelLabel = (level: string) => objectiveLevelLabels[level as ObjectiveLevel] ?? level;

function ObjectiveLine({ objective }: { objective: CoverageObjective }) {
  return (
    <Group component="li" gap="sm" wrap="wrap" justify="space-between" py={6}>
      <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.objective(objective.id)}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {objective.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {`${levelLabel(objective.level)} · ${objective.ownerName}`}
        </Text>
      </Stack>
      <div style={{ flex: '0 1 200px', minWidth: 140 }}>
        <ProgressBar
          value={objective.progress}
          size="sm"
          label={`Progresso de "${objective.title}"`}
        />
      </div>
    </Group>
  );
}

interface CoverageObjectiveListProps {
  cycleId: string;
  /** The pillar's id, or 'none' for the objectives aligned to nothing. */
  pillarId: string;
  group: CoverageGroup;
  /** Names the list for screen readers. */
  label: string;
}

/** A group's objectives: the first ones came with the coverage, "Carregar mais" reads the rest. */
export function CoverageObjectiveList({
  cycleId,
  pillarId,
  group,
  label,
}: CoverageObjectiveListProps) {
  // Nothing is read until the first "Carregar mais".
  const [wantsMore, setWantsMore] = useState(false);
  const { query, items } = useCoverageObjectives(
    cycleId,
    pillarId,
    group.nextCursor ?? '',
    wantsMore && group.nextCursor !== null,
  );
  const objectives = [...group.objectives, ...items];
  const hasMore = wantsMore ? query.isPending || query.hasNextPage : group.nextCursor !== null;

  return (
    <Stack gap={4}>
      <ul
        aria-label={label}
        aria-busy={query.isFetching}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {objectives.map((objective) => (
          <ObjectiveLine key={objective.id} objective={objective} />
        ))}
      </ul>
      {query.isError && <QueryError error={query.error} onRetry={() => query.refetch()} />}
      {hasMore && (
        <LoadMoreButton
          style={{ alignSelf: 'flex-start' }}
          onClick={() => (wantsMore ? query.fetchNextPage() : setWantsMore(true))}
          loading={query.isFetching}
          remaining={group.objectiveCount - objectives.length}
        />
      )}
    </Stack>
  );
}
