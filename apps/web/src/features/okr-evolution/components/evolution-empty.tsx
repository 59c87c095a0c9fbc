import { Card } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { inactiveCycleCopy } from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { EmptyState } from '../../../components/okr/empty-state';
import { isAdmin, useSession } from '../../../lib/session-store';
import { type EvolutionScope, SCOPE_LABELS } from '../evolution-params';

type EvolutionEmptyProps =
  | { reason: 'no-cycle' }
  | { reason: 'choose'; scope: EvolutionScope }
  | { reason: 'not-started'; startDate: string };

export function EvolutionEmpty(props: EvolutionEmptyProps) {
  const admin = isAdmin(useSession().user);
  return (
    <Card withBorder radius="md" padding="xl">
      {props.reason === 'no-cycle' ? (
        <CycleSituationState copy={inactiveCycleCopy({ kind: 'none' }, admin)} />
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
