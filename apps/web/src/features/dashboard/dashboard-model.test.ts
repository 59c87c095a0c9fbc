import type { Activity } from '@rumo/shared/activity/contracts';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';
import { confidenceSlices, paceSentence, teamBars } from './dashboard-model';

function activity(overrides: Partial<Activity>): Activity {
  return {
    id: 'a1',
    entityType: 'objective',
    entityId: 'o1',
    objectiveId: 'o1',
    action: 'created',
    label: 'Crescer a receita',
    actor: { id: 'u1', name: 'Ana Souza', avatar: null },
    before: null,
    after: null,
    createdAt: '2025-05-05T12:00:00Z',
    ...overrides,
  };
}

describe('paceSentence', () => {
  it('says how many points above or below the expected progress', () => {
    expect(paceSentence(62.4, 54)).toBe('8 pontos acima do esperado');
    expect(paceSentence(40, 41.2)).toBe('1 ponto abaixo do esperado');
    expect(paceSentence(50.2, 50)).toBe('No ritmo esperado para hoje');
  });
});

describe('chart data', () => {
  it('drops empty confidence slices and labels them in pt-BR', () => {
    expect(
      confidenceSlices({ on_track: 3, at_risk: 0, off_track: 1, no_check_in: 2 }).map(
        (slice) => `${slice.name}: ${slice.value}`,
      ),
    ).toEqual(['No caminho: 3', 'Fora do caminho: 1', 'Sem check-in: 2']);
  });

  it('orders teams by progress with one decimal', () => {
    expect(
      teamBars([
        { id: 't1', name: 'Vendas', progress: 40.04, objectiveCount: 2 },
        { id: 't2', name: 'Produto', progress: 71.26, objectiveCount: 3 },
      ]),
    ).toEqual([
      { team: 'Produto', Progresso: 71.3 },
      { team: 'Vendas', Progresso: 40 },
    ]);
  });
});

describe('activitySentence', () => {
  it('writes what happened in pt-BR', () => {
    expect(activitySentence(activity({}))).toBe('Ana Souza criou o objetivo “Crescer a receita”');
    expect(
      activitySentence(
        activity({
          entityType: 'check_in',
          label: 'Reduzir churn',
          after: { value: 3, confidence: 'at_risk' },
        }),
      ),
    ).toBe('Ana Souza fez check-in em “Reduzir churn” (Em risco)');
    // A snapshot without a known confidence shows none.
    expect(
      activitySentence(
        activity({
          entityType: 'check_in',
          label: 'Reduzir churn',
          after: { value: 3, confidence: 'toString' },
        }),
      ),
    ).toBe('Ana Souza fez check-in em “Reduzir churn”');
    expect(
      activitySentence(activity({ entityType: 'key_result', action: 'deleted', label: 'NPS' })),
    ).toBe('Ana Souza excluiu o resultado-chave “NPS”');
    expect(activitySentence(activity({ action: 'closed', actor: null }))).toBe(
      'Alguém encerrou o objetivo “Crescer a receita”',
    );
    expect(
      activitySentence(activity({ entityType: 'user', label: 'Bruno Lima', action: 'created' })),
    ).toBe('Ana Souza convidou Bruno Lima');
  });
});
