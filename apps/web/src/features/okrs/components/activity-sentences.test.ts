import { describe, expect, it } from 'vitest';
import { activityChanges, activitySentence, changeText } from './activity-sentences';

const ana = { id: 'u1', name: 'Ana Souza', avatar: null };

describe('activitySentence', () => {
  it('says who did what to which thing', () => {
    expect(
      activitySentence({
        entityType: 'key_result',
        action: 'updated',
        label: 'Receita recorrente',
        actor: ana,
        before: null,
        after: null,
      }),
    ).toBe('Ana Souza atualizou o resultado-chave “Receita recorrente”');
    expect(
      activitySentence({
        entityType: 'objective',
        action: 'closed',
        label: 'Crescer',
        actor: ana,
        before: null,
        after: null,
      }),
    ).toBe('Ana Souza encerrou o objetivo “Crescer”');
    expect(
      activitySentence({
        entityType: 'check_in',
        action: 'created',
        label: 'NPS',
        actor: null,
        before: null,
        after: null,
      }),
    ).toBe('Sistema fez check-in em “NPS”');
  });

  it('names the steps of the approval flow', () => {
    const step = (action: 'submitted' | 'approved' | 'returned') =>
      activitySentence({
        entityType: 'objective',
        action,
        label: 'Crescer',
        actor: ana,
        before: null,
        after: null,
      });
    expect(step('submitted')).toBe('Ana Souza enviou para aprovação o objetivo “Crescer”');
    expect(step('approved')).toBe('Ana Souza aprovou o objetivo “Crescer”');
    expect(step('returned')).toBe('Ana Souza devolveu para ajustes o objetivo “Crescer”');
  });

  it('says where a comment was left, with the same quotes as the dashboard', () => {
    const comment = {
      id: 'c1',
      objectiveId: 'o1',
      keyResult: null,
      author: ana,
      body: 'Oi',
      mentions: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      editedAt: null,
    };
    const entry = {
      entityType: 'comment' as const,
      action: 'created' as const,
      label: 'Crescer',
      actor: ana,
      before: null,
      after: null,
    };
    expect(activitySentence({ ...entry, comment })).toBe('Ana Souza comentou');
    expect(
      activitySentence({
        ...entry,
        comment: { ...comment, keyResult: { id: 'k1', title: 'NPS' } },
      }),
    ).toBe('Ana Souza comentou no resultado-chave “NPS”');
  });
});

describe('activityChanges', () => {
  it('lists changed fields with before → after in pt-BR, skipping unchanged and internal ones', () => {
    const changes = activityChanges(
      {
        entityType: 'key_result',
        action: 'updated',
        label: 'Receita',
        actor: ana,
        before: { title: 'Receita', target: 100000, type: 'increase', weight: 1, id: 'x' },
        after: { title: 'Receita', target: '120000.5', type: 'keep_above', weight: 1, id: 'y' },
      },
      { unit: 'currency', decimals: 2 },
    );
    expect(changes.map(changeText)).toEqual([
      'Tipo: Aumentar → Manter acima de',
      'Meta: R$ 100.000,00 → R$ 120.000,50',
    ]);
  });

  it('shows the new values of a check-in and the result of a closing', () => {
    const checkIn = activityChanges({
      entityType: 'check_in',
      action: 'created',
      label: 'NPS',
      actor: ana,
      before: null,
      after: { date: '2025-03-07', value: 42, comment: null, confidence: 'at_risk' },
    });
    expect(checkIn.map(changeText)).toEqual([
      'Valor: 42',
      'Confiança: Em risco',
      'Comentário: —',
      'Data: 07/03/25',
    ]);
    const closed = activityChanges({
      entityType: 'objective',
      action: 'closed',
      label: 'Crescer',
      actor: ana,
      before: { status: 'active', result: null },
      after: { status: 'closed', result: 'partial' },
    });
    expect(closed.map(changeText)).toEqual([
      'Status: Ativo → Encerrado',
      'Resultado: — → Parcialmente atingido',
    ]);
  });

  it('names people and teams instead of their ids and shows each field once', () => {
    const changes = activityChanges({
      entityType: 'objective',
      action: 'updated',
      label: 'Crescer',
      actor: ana,
      before: { ownerId: 'a1b2c3d4-0000-4000-8000-000000000001', owner: { id: 'o1', name: 'Ana' } },
      after: {
        ownerId: 'a1b2c3d4-0000-4000-8000-000000000002',
        owner: { id: 'o2', name: 'Bruno' },
      },
    });
    expect(changes.map(changeText)).toEqual(['Responsável: Ana → Bruno']);
    const idOnly = activityChanges({
      entityType: 'objective',
      action: 'updated',
      label: 'Crescer',
      actor: ana,
      before: { teamId: 'a1b2c3d4-0000-4000-8000-000000000001' },
      after: { teamId: 'a1b2c3d4-0000-4000-8000-000000000002' },
    });
    expect(idOnly.map(changeText)).toEqual(['Time: alterado']);
  });

  it('lists nothing for a new objective', () => {
    expect(
      activityChanges({
        entityType: 'objective',
        action: 'created',
        label: 'X',
        actor: ana,
        before: null,
        after: { title: 'X', level: 'company' },
      }),
    ).toEqual([]);
  });

  it('has nothing to list for a deletion', () => {
    expect(
      activityChanges({
        entityType: 'key_result',
        action: 'deleted',
        label: 'X',
        actor: ana,
        before: { title: 'X' },
        after: null,
      }),
    ).toEqual([]);
  });
});
