import { Anchor, Breadcrumbs, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconTargetOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CarryLinks } from '../../../components/okr/carry-links';
import { CYCLE_PARAM } from '../../../components/okr/cycle-select';
import { EmptyState } from '../../../components/okr/empty-state';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { pageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useObjective } from '../api/use-objective';
import { ActivityTimeline } from '../components/activity-timeline';
import { AlignedObjectivesSection } from '../components/aligned-objectives-section';
import { KeyResultsSection } from '../components/key-results-section';
import { ObjectiveHeader } from '../components/objective-header';

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Carregando objetivo">
      <Skeleton height={220} radius="md" />
      <Skeleton height={140} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/** /okrs/:id: an objective with its key results, check-in history and activity. */
export default function ObjectiveDetailPage() {
  const { id = '' } = useParams();
  const objective = useObjective(id);

  // The route title says "Objetivo"; once loaded, the tab shows which one.
  useEffect(() => {
    if (objective.data) document.title = pageTitle(objective.data.title);
  }, [objective.data]);

  if (objective.isError) {
    if (
      isApiError(objective.error) &&
      (objective.error.status === 404 || objective.error.status === 400)
    ) {
      return (
        <EmptyState
          icon={<IconTargetOff aria-hidden />}
          title="Objetivo não encontrado"
          description="Ele pode ter sido excluído. Volte para a lista de OKRs do ciclo."
          action={
            <Button component={Link} to={paths.okrs} leftSection={<IconArrowLeft size={16} />}>
              Voltar para OKRs
            </Button>
          }
        />
      );
    }
    return <QueryError error={objective.error} onRetry={() => objective.refetch()} />;
  }
  if (!objective.data) return <DetailSkeleton />;

  const data = objective.data;
  return (
    <Stack gap="lg">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to={`${paths.okrs}?${CYCLE_PARAM}=${data.cycleId}`} size="sm">
          OKRs
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1} maw={{ base: 220, sm: 480 }}>
          {data.title}
        </Text>
      </Breadcrumbs>
      <ObjectiveHeader objective={data} />
      <CarryLinks objectiveId={data.id} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            <KeyResultsSection objective={data} />
            <AlignedObjectivesSection objectiveId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ActivityTimeline objectiveId={data.id} keyResults={data.keyResults} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
