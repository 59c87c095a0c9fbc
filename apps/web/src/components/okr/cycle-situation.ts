import type { Cycle } from '@rumo/shared/cycles/contracts';
import { paths } from '../../lib/paths';
import { quoted } from '../../lib/quoted';

type CycleLike = Pick<Cycle, 'id' | 'name' | 'status' | 'isCurrent'>;

/**
 * Where the company stands with its cycles: none yet, the current one still in planning, every
 * one closed, or one active. The current cycle is the API's (active, else planning, else closed).
 */
export type CycleSituation =
  | { kind: 'none' }
  | { kind: 'planning'; cycle: CycleLike }
  | { kind: 'closed'; cycle: CycleLike }
  | { kind: 'active'; cycle: CycleLike };

export function cycleSituation(cycles: readonly CycleLike[]): CycleSituation {
  const current = cycles.find((cycle) => cycle.isCurrent) ?? cycles[0];
  if (!current) return { kind: 'none' };
  return { kind: current.status, cycle: current } as CycleSituation;
}

export interface CycleSituationCopy {
  title: string;
  description: string;
  /** The admin's next step; members get a person to ask instead. */
  action?: { label: string; to: string };
}

const ASK_ADMIN = 'Peça a um administrador da empresa';

/** What a page says while a cycle is active: nothing about cycles. */
export function cycleSituationCopy(
  situation: CycleSituation,
  admin: boolean,
): CycleSituationCopy | null {
  return situation.kind === 'active' ? null : inactiveCycleCopy(situation, admin);
}

/**
 * What a page says when no cycle is active, per role: the true situation and the next step
 * (admins: a link to do it; members: who to ask).
 */
export function inactiveCycleCopy(
  situation: Exclude<CycleSituation, { kind: 'active' }>,
  admin: boolean,
): CycleSituationCopy {
  if (situation.kind === 'none') {
    return {
      title: 'Ainda não há ciclo de OKRs',
      description: admin
        ? 'Objetivos, resultados-chave e check-ins vivem dentro de um ciclo (um trimestre, por exemplo). Crie o primeiro ciclo em Planejamento e ative-o.'
        : `Objetivos, resultados-chave e check-ins vivem dentro de um ciclo, e a empresa ainda não tem nenhum. ${ASK_ADMIN} para criar e ativar o primeiro ciclo.`,
      ...(admin ? { action: { label: 'Criar o primeiro ciclo', to: paths.planning } } : {}),
    };
  }
  const name = quoted(situation.cycle.name);
  if (situation.kind === 'planning') {
    return {
      title: `O ciclo ${name} ainda está em planejamento`,
      description: admin
        ? 'Nenhum ciclo está ativo. Cadastre os objetivos em OKRs e ative o ciclo em Planejamento quando ele começar: os check-ins e o acompanhamento partem daí.'
        : `Nenhum ciclo está ativo. Você já pode cadastrar seus objetivos em OKRs. ${ASK_ADMIN} para ativar o ciclo quando ele começar.`,
      ...(admin ? { action: { label: 'Ativar o ciclo', to: paths.planning } } : {}),
    };
  }
  return {
    title: `O ciclo ${name} foi encerrado`,
    description: admin
      ? 'Nenhum ciclo está ativo. Crie o próximo ciclo em Planejamento e ative-o para voltar aos check-ins; os OKRs encerrados continuam disponíveis para consulta.'
      : `Nenhum ciclo está ativo. ${ASK_ADMIN} para criar e ativar o próximo ciclo; os OKRs encerrados continuam disponíveis para consulta.`,
    ...(admin ? { action: { label: 'Criar o próximo ciclo', to: paths.planning } } : {}),
  };
}
