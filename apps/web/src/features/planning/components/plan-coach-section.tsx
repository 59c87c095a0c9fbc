import { Accordion, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { CycleCoach } from '@rumo/shared/okr/coach/contracts';
import { MAX_DUPLICATE_PAIRS } from '@rumo/shared/okr/coach/duplicates';
import { coachRules } from '@rumo/shared/okr/coach/rules';
import { objectiveLevelLabels } from '@rumo/shared/okr/enums';
import { Link } from 'react-router';
import {
  CoachFindingList,
  CoachRuleAdvice,
  CoachScoreBadge,
} from '../../../components/okr/coach/coach-findings';
import { CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { usePlanCoach } from '../api/use-plan-coach';

function Duplicates({ duplicates }: { duplicates: CycleCoach['duplicates'] }) {
  if (duplicates.length === 0) return null;
  const rule = coachRules['kr-duplicate'];
  // The coach stops counting at MAX_DUPLICATE_PAIRS.
  const count =
    duplicates.length >= MAX_DUPLICATE_PAIRS ? `${MAX_DUPLICATE_PAIRS}+` : duplicates.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="coach-duplicates">
      <Text fw={700} id="coach-duplicates" mb="xs">
        {`${rule.name} (${count})`}
      </Text>
      <Stack gap="xs">
        <CoachRuleAdvice finding={{ ruleId: 'kr-duplicate', keyResult: null }} />
        <Stack component="ul" gap={4} m={0} pl="md">
          {duplicates.map(({ keyResults: [left, right] }) => (
            <li key={`${left.objectiveId}-${left.title}-${right.objectiveId}-${right.title}`}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {`"${left.title}" (${left.teamName ?? 'Empresa'}) e "${right.title}" (${right.teamName ?? 'Empresa'})`}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function CoachBody({ coach }: { coach: CycleCoach }) {
  if (coach.score === null || coach.band === null) {
    return (
      <Text size="sm" c="dimmed">
        O ciclo ainda não tem objetivos. Quando houver, o coach dá a nota de cada um aqui.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="cycle-coach-score">
        <Text fw={600}>Nota do ciclo</Text>
        <CoachScoreBadge score={coach.score} band={coach.band} />
        <Text size="sm" c="dimmed">
          {`média de ${plural(coach.objectiveCount, 'objetivo', 'objetivos')}`}
        </Text>
      </Group>
      <Duplicates duplicates={coach.duplicates} />
      {coach.objectiveCount > coach.objectives.length && (
        <Text size="sm" c="dimmed">
          {`Mostrando os ${coach.objectives.length} objetivos com as notas mais baixas, de ${coach.objectiveCount}.`}
        </Text>
      )}
      <Accordion variant="separated" radius="md" multiple>
        {coach.objectives.map((objective) => (
          <Accordion.Item key={objective.id} value={objective.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {objective.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${objectiveLevelLabels[objective.level]}${objective.teamName ? ` · ${objective.teamName}` : ''} · ${plural(objective.findings.length, 'sugestão', 'sugestões')}`}
                  </Text>
                </Stack>
                <CoachScoreBadge score={objective.score} band={objective.band} size="md" />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <CoachFindingList
                  findings={objective.findings}
                  label={`Sugestões para ${objective.title}`}
                />
                <Text size="sm">
                  <Link to={paths.objective(objective.id)}>Abrir o objetivo</Link>
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/** Planejamento: the plan coach's score of the cycle, and each objective's score and findings. */
export function PlanCoachSection() {
  const { cycleId, cycles, isLoading } = useSelectedCycle();
  const coach = usePlanCoach(cycleId);
  let body: React.ReactNode;
  if (!isLoading && cycles.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Sem ciclo não há plano a avaliar.
      </Text>
    );
  } else if (coach.isError) {
    body = (
      <Text c="red" size="sm" role="alert">
        {errorMessage(coach.error)}
      </Text>
    );
  } else if (!coach.data) {
    body = <Skeleton height={120} aria-busy="true" aria-label="Carregando o coach do plano" />;
  } else {
    body = <CoachBody coach={coach.data} />;
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="plan-coach-title"
    >
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="plan-coach-title">
            Coach do plano
          </Title>
          <Text size="sm" c="dimmed">
            Boas práticas de OKR verificadas em cada objetivo do ciclo, com a nota de 0 a 100.
          </Text>
        </Stack>
        <CycleSelect w={{ base: '100%', xs: 240 }} />
      </Group>
      {body}
    </Card>
  );
}
