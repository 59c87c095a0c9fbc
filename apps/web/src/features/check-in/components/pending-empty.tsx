import { Button } from '@mantine/core';
import { IconCalendarOff, IconConfetti, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { paths } from '../../../lib/paths';

export interface PendingEmptyProps {
  /** Key results the person owns in the current cycle (0: nothing to check in). */
  ownedCount: number;
  /** Whether the company has any cycle at all. */
  hasCycle: boolean;
  admin: boolean;
}

/** Why the list is empty, told truthfully per situation and role, with the next step. */
export function PendingEmpty({ ownedCount, hasCycle, admin }: PendingEmptyProps) {
  if (!hasCycle) {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        title="Ainda não há ciclo de OKRs"
        description={
          admin
            ? 'Sem ciclo não há resultados-chave para fazer check-in. Crie o primeiro ciclo no Planejamento e cadastre os objetivos.'
            : 'Sem ciclo não há resultados-chave para fazer check-in. Quando um administrador criar o ciclo, você poderá cadastrar seus objetivos.'
        }
        action={
          admin ? (
            <Button component={Link} to={paths.planning} variant="light">
              Criar o primeiro ciclo
            </Button>
          ) : undefined
        }
      />
    );
  }
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
