import {
  Alert,
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Coverage } from '@rumo/shared/planning/contracts';
import { IconAlertTriangle, IconCircleCheck, IconUnlink } from '@tabler/icons-react';
import { CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { errorMessage } from '../../../lib/api-error';
import { useCoverage } from '../api/use-coverage';
import { CoverageObjectiveList } from './coverage-group';

const share = (count: number, total: number) =>
  `${total === 0 ? 0 : Math.round((count * 100) / total)}%`;
const objectivesLabel = (count: number) => plural(count, 'objetivo', 'objetivos');

/** How the cycle's objectives connect to the strategy, as counts and shares of the cycle. */
function CoverageSummary({ summary }: { summary: Coverage['summary'] }) {
  const figures = [
    { label: 'Ligados a um pilar', count: summary.alignedToPillar },
    { label: 'Ligados a um objetivo superior', count: summary.alignedToObjective },
    { label: 'Sem alinhamento', count: summary.unaligned },
  ];
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">{`${objectivesLabel(summary.total)} no ciclo`}</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
        {figures.map(({ label, count }) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {`${count} · ${share(count, summary.total)}`}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CoverageBody({ coverage }: { coverage: Coverage }) {
  const { pillars, unaligned, summary } = coverage;
  const cycleId = coverage.cycleId ?? '';
  return (
    <Stack gap="md">
      <CoverageSummary summary={summary} />
      {pillars.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sem pilares não há cobertura a medir. Crie os pilares estratégicos acima.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {pillars.map(({ pillar, ...group }) => (
            <Paper
              key={pillar.id}
              withBorder
              radius="md"
              p="md"
              style={{ borderLeft: `4px solid ${pillar.color}` }}
              component="section"
              aria-label={`Cobertura do pilar ${pillar.name}`}
            >
              <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {pillar.name}
                </Text>
                <Badge
                  variant="light"
                  color={group.objectiveCount ? 'gray' : 'orange'}
                  style={{ flexShrink: 0 }}
                >
                  {objectivesLabel(group.objectiveCount)}
                </Badge>
              </Group>
              {group.objectiveCount === 0 ? (
                <Group gap={6} c="orange">
                  <IconAlertTriangle size={16} aria-hidden />
                  <Text size="sm" fw={600}>
                    Nenhum objetivo alinhado
                  </Text>
                </Group>
              ) : (
                <Stack gap="xs">
                  <Text size="xs" c="dimmed">
                    {`${share(group.objectiveCount, summary.total)} dos objetivos do ciclo`}
                  </Text>
                  <ProgressBar
                    value={group.averageProgress}
                    size="sm"
                    label={`Progresso médio do pilar ${pillar.name}`}
                  />
                  <CoverageObjectiveList
                    cycleId={cycleId}
                    pillarId={pillar.id}
                    group={group}
                    label={`Objetivos do pilar ${pillar.name}`}
                  />
                </Stack>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {unaligned.objectiveCount === 0 ? (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={18} />}>
          Todos os objetivos do ciclo estão alinhados a um pilar ou a um objetivo superior.
        </Alert>
      ) : (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label="Objetivos sem alinhamento"
        >
          <Group gap={6} mb="xs" c="orange">
            <IconUnlink size={18} aria-hidden />
            <Text fw={700}>{`Objetivos sem alinhamento (${unaligned.objectiveCount})`}</Text>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            Alinhe-os a um pilar ou a um objetivo superior para que contribuam para a estratégia.
          </Text>
          <CoverageObjectiveList
            cycleId={cycleId}
            pillarId="none"
            group={unaligned}
            label="Lista de objetivos sem alinhamento"
          />
        </Paper>
      )}
    </Stack>
  );
}

/** Each pillar with the objectives aligned to it; gaps on either side are flagged. */
export function CoverageSection() {
  const { cycleId, cycles, isLoading: cyclesLoading } = useSelectedCycle();
  const coverage = useCoverage(cycleId);

  let body: React.ReactNode;
  if (!cyclesLoading && cycles.length === 0) {
    // Without a cycle there is nothing to measure; the query never runs, so say so.
    body = (
      <Text size="sm" c="dimmed" data-testid="coverage-no-cycle">
        Sem ciclo não há cobertura a medir. Quando houver um ciclo com objetivos, a cobertura de
        cada pilar aparece aqui.
      </Text>
    );
  } else if (coverage.isError) {
    body = (
      <Text c="red" size="sm" role="alert">
        {errorMessage(coverage.error)}
      </Text>
    );
  } else if (!coverage.data) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Carregando cobertura">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </SimpleGrid>
    );
  } else {
    body = <CoverageBody coverage={coverage.data} />;
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="coverage-title">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="coverage-title">
            Cobertura da estratégia
          </Title>
          <Text size="sm" c="dimmed">
            Quais pilares têm objetivos no ciclo, e quais objetivos não se ligam a nada.
          </Text>
        </Stack>
        <CycleSelect w={{ base: '100%', xs: 240 }} />
      </Group>
      {body}
    </Card>
  );
}
