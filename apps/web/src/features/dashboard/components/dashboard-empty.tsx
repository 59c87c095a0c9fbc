import { Button, Card, Group } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CycleSituationCopy } from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { EmptyState } from '../../../components/okr/empty-state';
import { paths } from '../../../lib/paths';

/** No cycle is active (none yet, one in planning, all closed): the situation and the next step. */
export function CycleSituationCard({ copy }: { copy: CycleSituationCopy }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <CycleSituationState copy={copy} />
    </Card>
  );
}

/** The cycle shown holds no objectives: an open one takes them, a closed one never will. */
export function NoObjectivesState({ cycleName, closed }: { cycleName: string; closed: boolean }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        icon={<IconTargetArrow aria-hidden />}
        title={`Nenhum objetivo em ${cycleName}`}
        description={
          closed
            ? 'Este ciclo foi encerrado sem objetivos. Escolha outro ciclo acima para ver o seu dashboard.'
            : 'Cadastre os objetivos e resultados-chave do ciclo em OKRs. O progresso, os riscos e os check-ins aparecem aqui.'
        }
        action={
          closed ? undefined : (
            <Group gap="sm" justify="center">
              <Button component={Link} to={paths.okrs}>
                Criar objetivos
              </Button>
              <Button component={Link} to={paths.planning} variant="default">
                Ver Planejamento
              </Button>
            </Group>
          )
        }
      />
    </Card>
  );
}
