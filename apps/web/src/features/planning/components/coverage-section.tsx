import {
  Alert,
  Anchor,
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
import { type ObjectiveLevel, objectiveLevelLabels } from '@rumo/shared/okr/key-result-types';
import type { Coverage } from '@rumo/shared/planning/contracts';
import { IconAlertTriangle, IconCircleCheck, IconUnlink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useCoverage } from '../api/use-coverage';

type CoverageObjective = Coverage['unaligned'][number];

const levelLabel = (level: string) => objectiveLevelLabels[level as ObjectiveLevel] ?? level;

function ObjectiveLine({ objective }: { objective: CoverageObjective }) {
  return (
    <Group gap="sm" wrap="wrap" justify="space-between" py={6}>
      <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Anchor component={Link} to={paths.objective(objective.id)} size="sm" fw={600}>
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
    const { pillars, unaligned } = coverage.data;
    body = (
      <Stack gap="md">
        {pillars.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sem pilares não há cobertura a medir. Crie os pilares estratégicos acima.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {pillars.map(({ pillar, objectives }) => (
              <Paper
                key={pillar.id}
                withBorder
                radius="md"
                p="md"
                style={{ borderLeft: `4px solid ${pillar.color}` }}
                aria-label={`Cobertura do pilar ${pillar.name}`}
              >
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>{pillar.name}</Text>
                  <Badge variant="light" color={objectives.length ? 'gray' : 'orange'}>
                    {objectives.length === 1 ? '1 objetivo' : `${objectives.length} objetivos`}
                  </Badge>
                </Group>
                {objectives.length === 0 ? (
                  <Group gap={6} c="orange.7">
                    <IconAlertTriangle size={16} aria-hidden />
                    <Text size="sm" fw={600}>
                      Nenhum objetivo alinhado
                    </Text>
                  </Group>
                ) : (
                  objectives.map((objective) => (
                    <ObjectiveLine key={objective.id} objective={objective} />
                  ))
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {unaligned.length === 0 ? (
          <Alert variant="light" color="green" icon={<IconCircleCheck size={18} />}>
            Todos os objetivos do ciclo estão alinhados a um pilar ou a um objetivo superior.
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="md" aria-label="Objetivos sem alinhamento">
            <Group gap={6} mb="xs" c="orange.7">
              <IconUnlink size={18} aria-hidden />
              <Text fw={700}>{`Objetivos sem alinhamento (${unaligned.length})`}</Text>
            </Group>
            <Text size="sm" c="dimmed" mb="xs">
              Alinhe-os a um pilar ou a um objetivo superior para que contribuam para a estratégia.
            </Text>
            {unaligned.map((objective) => (
              <ObjectiveLine key={objective.id} objective={objective} />
            ))}
          </Paper>
        )}
      </Stack>
    );
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
