import { Button } from '@mantine/core';
import { IconConfetti, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type CycleSituation, cycleSituationCopy } from '../../../components/okr/cycle-situation';
import { CycleSituationState } from '../../../components/okr/cycle-situation-state';
import { EmptyState } from '../../../components/okr/empty-state';
import { paths } from '../../../lib/paths';

export interface PendingEmptyProps {
  /** Key results the person owns in the current cycle (0: nothing to check in). */
  ownedCount: number;
  /** Where the company stands with its cycles. */
  situation: CycleSituation;
  admin: boolean;
}

/** Why the list is empty, told truthfully per situation and role, with the next step. */
export function PendingEmpty({ ownedCount, situation, admin }: PendingEmptyProps) {
  const cycleCopy = cycleSituationCopy(situation, admin);
  // Key results of a cycle in planning take check-ins already: the list shows them.
  if (cycleCopy && ownedCount === 0) return <CycleSituationState copy={cycleCopy} />;
  if (ownedCount === 0) {
    return (
      <EmptyState
        icon={<IconTargetArrow aria-hidden />}
        title="Nenhum resultado-chave para fazer check-in"
        description="Você não é responsável por nenhum resultado-chave no ciclo atual. Crie um objetivo em OKRs e adicione resultados-chave a ele, ou peça para ser responsável por um."
        action={
          <Button component={Link} to={paths.okrs} variant="light">
            Ir para OKRs
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title="Tudo em dia!"
      description="Você já fez check-in em todos os seus resultados-chave nesta semana. Volte na próxima semana ou acompanhe o time abaixo."
      icon={<IconConfetti aria-hidden />}
      action={
        <Button component={Link} to={paths.okrs} variant="light">
          Ver OKRs
        </Button>
      }
    />
  );
}
