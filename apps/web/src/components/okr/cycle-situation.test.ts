import { describe, expect, it } from 'vitest';
import { cycleSituation, cycleSituationCopy } from './cycle-situation';

const cycle = (status: 'planning' | 'active' | 'closed', isCurrent: boolean, name = 'Q3') => ({
  id: `${name}-${status}`,
  name,
  status,
  isCurrent,
});

describe('cycleSituation', () => {
  it('reads the current cycle, else says there is none', () => {
    expect(cycleSituation([])).toEqual({ kind: 'none' });
    expect(cycleSituation([cycle('closed', false), cycle('planning', true)]).kind).toBe('planning');
    expect(cycleSituation([cycle('closed', true)]).kind).toBe('closed');
    expect(cycleSituation([cycle('planning', false), cycle('active', true)]).kind).toBe('active');
  });
});

describe('cycleSituationCopy', () => {
  it('says nothing while a cycle is active', () => {
    expect(cycleSituationCopy({ kind: 'active', cycle: cycle('active', true) }, true)).toBeNull();
  });

  it('offers an admin the next step and tells a member whom to ask', () => {
    const none = cycleSituationCopy({ kind: 'none' }, true);
    expect(none).toMatchObject({
      title: 'Ainda não há ciclo de OKRs',
      action: { label: 'Criar o primeiro ciclo', to: '/planejamento' },
    });
    const member = cycleSituationCopy({ kind: 'none' }, false);
    expect(member?.action).toBeUndefined();
    expect(member?.description).toMatch(/Peça a um administrador da empresa/);
  });

  it('names the cycle in planning and asks for its activation', () => {
    const situation = { kind: 'planning', cycle: cycle('planning', true, '2026 T1') } as const;
    expect(cycleSituationCopy(situation, true)).toMatchObject({
      title: 'O ciclo “2026 T1” ainda está em planejamento',
      action: { label: 'Ativar o ciclo', to: '/planejamento' },
    });
    const member = cycleSituationCopy(situation, false);
    expect(member?.description).toMatch(/Peça a um administrador da empresa para ativar o ciclo/);
    expect(member?.description).not.toMatch(/Você não é responsável/);
  });

  it('says the last cycle was closed and the next one comes from an admin', () => {
    const situation = { kind: 'closed', cycle: cycle('closed', true, '2025 T4') } as const;
    expect(cycleSituationCopy(situation, true)).toMatchObject({
      title: 'O ciclo “2025 T4” foi encerrado',
      action: { label: 'Criar o próximo ciclo', to: '/planejamento' },
    });
    expect(cycleSituationCopy(situation, false)?.description).toMatch(
      /administrador da empresa para criar e ativar o próximo ciclo/,
    );
  });
});
