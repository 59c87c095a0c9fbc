import { Button, Card } from '@mantine/core';
import { IconChartLine, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { paths } from '../../../lib/paths';
import { type EvolutionScope, SCOPE_LABELS } from '../evolution-params';

type EvolutionEmptyProps =
  | { reason: 'no-cycle' }
  | { reason: 'choose'; scope: EvolutionScope }
  | { reason: 'not-started'; startDate: string };

export function EvolutionEmpty(props: EvolutionEmptyProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      {props.reason === 'no-cycle' ? (
        <EmptyState
          icon={<IconRocket aria-hidden />}
          title="Nenhum ciclo ainda"
          description="Crie o ciclo em Planejamento e cadastre os objetivos em OKRs; a evolução aparece a partir dos primeiros check-ins."
          action={
            <Button component={Link} to={paths.planning}>
              Ir para Planejamento
            </Button>
          }
        />
      ) : props.reason === 'choose' ? (
        <EmptyState
          icon={<IconChartLine aria-hidden />}
          title={`Escolha o ${SCOPE_LABELS[props.scope].toLowerCase()} a acompanhar`}
          description="Use o seletor acima para ver o progresso ao longo do ciclo, a linha esperada e a previsão."
        />
      ) : (
        <EmptyState
          icon={<IconChartLine aria-hidden />}
          title="O ciclo ainda não começou"
          description={`A evolução aparece a partir de ${props.startDate}, com os primeiros check-ins.`}
        />
      )}
    </Card>
  );
}
