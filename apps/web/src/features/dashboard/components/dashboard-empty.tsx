import { Button, Card, Group } from '@mantine/core';
import { IconRocket, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';

/** The company has no cycle yet: planning comes first, then the OKRs. */
export function NoCycleState() {
  const { user } = useSession();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        icon={<IconRocket aria-hidden />}
        title="Comece pelo primeiro ciclo"
        description={
          isAdmin(user)
            ? 'Defina missão, pilares e o ciclo do trimestre em Planejamento; depois cadastre os objetivos e resultados-chave em OKRs. O dashboard se preenche com os check-ins.'
            : 'Ainda não há um ciclo de OKRs. Peça a um administrador para criá-lo em Planejamento; depois os objetivos aparecem em OKRs.'
        }
        action={
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.planning}>
              Ir para Planejamento
            </Button>
            <Button component={Link} to={paths.okrs} variant="default">
              Ir para OKRs
            </Button>
          </Group>
        }
      />
    </Card>
  );
}

/** A cycle exists but holds no objectives yet. */
export function NoObjectivesState({ cycleName }: { cycleName: string }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        icon={<IconTargetArrow aria-hidden />}
        title={`Nenhum objetivo em ${cycleName}`}
        description="Cadastre os objetivos e resultados-chave do ciclo em OKRs. O progresso, os riscos e os check-ins aparecem aqui."
        action={
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.okrs}>
              Criar objetivos
            </Button>
            <Button component={Link} to={paths.planning} variant="default">
              Ver Planejamento
            </Button>
          </Group>
        }
      />
    </Card>
  );
}
