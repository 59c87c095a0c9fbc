import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { NamedRef } from '@rumo/shared/common/fields';
import type { ClosingObjective } from '@rumo/shared/cycle-close/contracts';
import { formatProgress } from '@rumo/shared/okr/format';
import { IconArrowForwardUp, IconCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { CarryOverModal } from './carry-over-modal';
import { KeyResultScore } from './key-result-score';
import { RetrospectiveForm } from './retrospective-form';

function Step({ done, children }: { done: boolean; children: string }) {
  return (
    <List.Item
      icon={
        done ? (
          <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        ) : (
          <IconClock size={16} color="var(--mantine-color-orange-7)" aria-hidden />
        )
      }
    >
      <Text size="sm" span>
        {`${children}: ${done ? 'feito' : 'pendente'}`}
      </Text>
    </List.Item>
  );
}

/** "Continuado em T2", "Encerrado" or the carry button: what becomes of the objective. */
function Destination({ objective, cycles }: { objective: ClosingObjective; cycles: NamedRef[] }) {
  const [opened, modal] = useDisclosure(false);
  const unfinished = objective.progress < 100;
  return (
    <Group gap="xs" wrap="wrap">
      {objective.carriedInto.map((target) => (
        <Badge key={target.objectiveId} variant="light" color="violet">
          <Anchor component={Link} to={paths.objective(target.objectiveId)} size="xs" inherit>
            {`Continuado em ${target.cycleName}`}
          </Anchor>
        </Badge>
      ))}
      {objective.status === 'closed' && (
        <Badge variant="light" color="gray">
          Objetivo encerrado
        </Badge>
      )}
      {objective.canManage && unfinished && cycles.length > 0 && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconArrowForwardUp size={14} aria-hidden />}
            onClick={modal.open}
            aria-label={`Continuar no próximo ciclo: ${objective.title}`}
          >
            Continuar no próximo ciclo
          </Button>
          {opened && (
            <CarryOverModal
              objective={objective}
              cycles={cycles}
              opened={opened}
              onClose={modal.close}
            />
          )}
        </>
      )}
      <Anchor component={Link} to={paths.objective(objective.id)} size="sm">
        Abrir objetivo
      </Anchor>
    </Group>
  );
}

/** One objective of the close: scores of its key results, its retrospective, where it goes. */
export function ObjectiveChecklist({
  objective,
  cycles,
}: {
  objective: ClosingObjective;
  cycles: NamedRef[];
}) {
  const scored = objective.keyResults.filter((kr) => kr.score && !kr.score.applied).length;
  const titleId = `closing-${objective.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={titleId}>
            {objective.title}
          </Title>
          <Text size="sm" c="dimmed">
            {`${objective.owner.name} · progresso ${formatProgress(objective.progress)}`}
          </Text>
        </Stack>
        <List spacing={4} aria-label={`Checklist de "${objective.title}"`}>
          <Step done={scored === objective.keyResults.length}>
            {`Notas dos resultados-chave (${scored} de ${objective.keyResults.length})`}
          </Step>
          <Step done={!!objective.retrospective}>Retrospectiva</Step>
          <Step done={objective.carriedInto.length > 0 || objective.status === 'closed'}>
            Continuar ou encerrar
          </Step>
        </List>
        {objective.keyResults.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {objective.keyResults.map((kr) => (
              <KeyResultScore key={kr.id} keyResult={kr} />
            ))}
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={3} fz="md">
            Retrospectiva
          </Title>
          <RetrospectiveForm
            objectiveId={objective.id}
            retrospective={objective.retrospective}
            canEdit={objective.canManage}
          />
        </Stack>
        <Destination objective={objective} cycles={cycles} />
      </Stack>
    </Card>
  );
}
