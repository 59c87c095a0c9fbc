import { describe, expect, it } from 'vitest';
import { COMMON_WORD_LIMIT, findDuplicates, MAX_DUPLICATE_PAIRS } from './duplicates';
import {
  type CoachKeyResult,
  type CoachObjective,
  evaluateCycle,
  evaluateObjective,
  keyResultFindings,
} from './evaluate';
import { coachRules, coachScoreBand, coachScoreBandLabels } from './rules';
import {
  activityWord,
  analyzeTitle,
  jaccard,
  normalizeText,
  TITLE_ANALYSES_KEPT,
  titleAnalysesKept,
  titleTokens,
} from './text';

const kr = (title: string, fields: Partial<CoachKeyResult> = {}): CoachKeyResult => ({
  title,
  type: 'increase',
  start: 40,
  target: 60,
  unit: 'number',
  customUnit: null,
  ownerId: 'u1',
  ...fields,
});
const objective = (fields: Partial<CoachObjective> = {}): Required<CoachObjective> => ({
  id: 'o1',
  title: 'Encantar nossos clientes',
  teamId: 't1',
  aligned: true,
  keyResults: [kr('Aumentar NPS de 40 para 60'), kr('Reduzir o churn de 3% para 2%')],
  ...fields,
});
const rulesOf = (objectiveFields: Partial<CoachObjective>) =>
  evaluateObjective(objective(objectiveFields)).findings.map((finding) => finding.ruleId);

describe('text', () => {
  it('normalizes accents, case and punctuation', () => {
    expect(normalizeText('  LANÇAR o Nôvo-App!  ')).toBe('lancar o novo app');
    expect([...titleTokens('Aumentar o NPS de 40 para 60')]).toEqual([
      'aumentar',
      'nps',
      '40',
      '60',
    ]);
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
  it('finds the task word a title starts with, after a lead-in', () => {
    expect(activityWord('Lançar o novo app')).toBe('lancar');
    expect(activityWord('Vamos IMPLEMENTAR o CRM')).toBe('implementar');
    expect(activityWord('Implantação do ERP')).toBe('implantacao');
    expect(activityWord('Aumentar NPS de 40 para 60')).toBeNull();
    expect(activityWord('Receita nova: lançar produto')).toBeNull();
  });
});

describe('kr-no-number', () => {
  it('fires on a measured key result without a target', () => {
    expect(keyResultFindings(kr('Aumentar o NPS', { target: null }))).toContain('kr-no-number');
    expect(keyResultFindings(kr('Aumentar o NPS', { target: Number.NaN }))).toContain(
      'kr-no-number',
    );
  });
  it('fires on "entregue ou não" where the title names a measure', () => {
    const binary = { type: 'binary' as const, start: 0, target: 1 };
    expect(keyResultFindings(kr('Melhorar a taxa de conversão', binary))).toContain('kr-no-number');
    expect(keyResultFindings(kr('Chegar a 500 clientes', binary))).toContain('kr-no-number');
  });
  it('does not fire on a measure with a target, nor on a real yes/no milestone', () => {
    expect(keyResultFindings(kr('Aumentar NPS de 40 para 60'))).toEqual([]);
    const binary = { type: 'binary' as const, start: 0, target: 1 };
    expect(
      keyResultFindings(kr('Obter a certificação de conformidade com a LGPD', binary)),
    ).toEqual([]);
    expect(
      keyResultFindings(
        kr('Manter a disponibilidade acima de 99,9%', {
          type: 'keep_above',
          start: null,
          target: 99.9,
        }),
      ),
    ).toEqual([]);
  });
});

describe('kr-no-baseline', () => {
  it('fires when the start is missing or equals the target', () => {
    expect(keyResultFindings(kr('Aumentar o MRR para R$ 240 mil', { start: null }))).toEqual([
      'kr-no-baseline',
    ]);
    expect(
      keyResultFindings(kr('Reduzir o churn para 2%', { type: 'decrease', start: 2, target: 2 })),
    ).toEqual(['kr-no-baseline']);
  });
  it('does not fire with a real starting point, from zero, or for keep types', () => {
    expect(
      keyResultFindings(
        kr('Aumentar o MRR de R$ 180 mil para R$ 240 mil', { start: 180, target: 240 }),
      ),
    ).toEqual([]);
    expect(
      keyResultFindings(kr('Conquistar 20 clientes enterprise', { start: 0, target: 20 })),
    ).toEqual([]);
    expect(
      keyResultFindings(
        kr('Manter o CSAT acima de 90%', { type: 'keep_above', start: null, target: 90 }),
      ),
    ).toEqual([]);
  });
});

describe('kr-activity', () => {
  it('fires on task-shaped titles without a measure, whatever the accents and case', () => {
    const binary = { type: 'binary' as const, start: 0, target: 1 };
    for (const title of [
      'Lançar o novo app',
      'LANCAR O NOVO APP',
      'Fazer a pesquisa de satisfação',
      'Implementar o CRM',
      'Criar o programa de indicação',
      'Desenvolver o portal do cliente',
      'Concluir a migração para a nuvem',
      'Entregar o módulo financeiro',
      'Realizar treinamentos com o time',
      'Lançamento da campanha de Black Friday',
    ]) {
      expect(keyResultFindings(kr(title, binary)), title).toContain('kr-activity');
    }
  });
  it('does not fire on results, nor on deliveries with a measure', () => {
    for (const title of [
      'Aumentar NPS de 40 para 60',
      'Lançar 3 funcionalidades usadas por 30% dos clientes',
      'Reduzir o tempo médio de resposta de 8 h para 2 h',
      'Clientes ativos usando o app novo',
    ]) {
      expect(keyResultFindings(kr(title)), title).not.toContain('kr-activity');
    }
  });
});

describe('kr-no-owner', () => {
  it('fires without an owner and not with one', () => {
    expect(keyResultFindings(kr('Aumentar NPS de 40 para 60', { ownerId: null }))).toEqual([
      'kr-no-owner',
    ]);
    expect(keyResultFindings(kr('Aumentar NPS de 40 para 60', { ownerId: '' }))).toEqual([
      'kr-no-owner',
    ]);
    expect(keyResultFindings(kr('Aumentar NPS de 40 para 60'))).toEqual([]);
  });
});

describe('objective rules', () => {
  it('flags no key result and more than five, not two to five', () => {
    expect(rulesOf({ keyResults: [] })).toEqual(['objective-no-key-results']);
    const six = Array.from({ length: 6 }, (_, n) => kr(`Aumentar a métrica ${n} de 1 para 2`));
    expect(rulesOf({ keyResults: six })).toEqual(['objective-too-many-key-results']);
    expect(rulesOf({ keyResults: six.slice(0, 5) })).toEqual([]);
    expect(rulesOf({ keyResults: six.slice(0, 1) })).toEqual([]);
  });
  it('flags an objective aligned to neither a pillar nor a parent', () => {
    expect(rulesOf({ aligned: false })).toEqual(['objective-unaligned']);
    expect(rulesOf({ aligned: true })).toEqual([]);
  });
  it('names the key result each finding is about', () => {
    const coaching = evaluateObjective(
      objective({
        keyResults: [
          kr('Aumentar NPS de 40 para 60'),
          kr('Lançar o novo app', { type: 'binary', start: 0, target: 1, ownerId: null }),
        ],
      }),
    );
    expect(coaching.findings).toEqual([
      { ruleId: 'kr-activity', keyResult: { index: 1, title: 'Lançar o novo app' } },
      { ruleId: 'kr-no-owner', keyResult: { index: 1, title: 'Lançar o novo app' } },
    ]);
  });
});

describe('scores', () => {
  it('takes each finding weight from 100, never below 0', () => {
    expect(evaluateObjective(objective()).score).toBe(100);
    expect(evaluateObjective(objective({ aligned: false })).score).toBe(
      100 - coachRules['objective-unaligned'].weight,
    );
    const bad = Array.from({ length: 7 }, () =>
      kr('Fazer coisas', { target: null, ownerId: null }),
    );
    expect(evaluateObjective(objective({ keyResults: bad, aligned: false })).score).toBe(0);
  });
  it('labels the bands in pt-BR', () => {
    expect(
      [100, 90, 89, 70, 69, 50, 49, 0].map((score) => coachScoreBandLabels[coachScoreBand(score)]),
    ).toEqual([
      'Excelente',
      'Excelente',
      'Bom',
      'Bom',
      'Precisa de ajustes',
      'Precisa de ajustes',
      'Frágil',
      'Frágil',
    ]);
  });
  it('scores a cycle by the mean of its objectives, less duplicates across teams', () => {
    const good = objective({ id: 'a', teamId: 'sales' });
    const unaligned = objective({
      id: 'b',
      teamId: 'sales',
      aligned: false,
      keyResults: [kr('Reduzir o CAC de R$ 900 para R$ 700')],
    });
    expect(evaluateCycle([good, unaligned])).toMatchObject({
      score: 95,
      band: 'excellent',
      duplicates: [],
    });
    const copy = objective({
      id: 'c',
      teamId: 'marketing',
      keyResults: [kr('Aumentar o NPS de 40 para 60!')],
    });
    const cycle = evaluateCycle([good, unaligned, copy]);
    expect(cycle.duplicates).toHaveLength(1);
    expect(cycle.score).toBe(Math.round((100 + 90 + 100) / 3) - coachRules['kr-duplicate'].weight);
    expect(evaluateCycle([])).toEqual({ score: null, band: null, objectives: [], duplicates: [] });
  });
});

describe('kr-duplicate', () => {
  const withKr = (id: string, teamId: string | null, keyResult: CoachKeyResult) =>
    objective({ id, teamId, keyResults: [keyResult] });
  it('pairs alike titles with the same unit across teams', () => {
    const pairs = findDuplicates([
      withKr('a', 'vendas', kr('Aumentar leads qualificados de 200 para 300')),
      withKr('b', 'marketing', kr('Aumentar os leads qualificados para 300', { start: 150 })),
    ]);
    expect(pairs).toEqual([
      {
        ruleId: 'kr-duplicate',
        keyResults: [
          { objectiveId: 'a', title: 'Aumentar leads qualificados de 200 para 300' },
          { objectiveId: 'b', title: 'Aumentar os leads qualificados para 300' },
        ],
      },
    ]);
  });
  it('pairs the same words across teams once per team, not once per pair', () => {
    const title = 'Aumentar leads qualificados para 300';
    const pairs = findDuplicates([
      withKr('a', 'vendas', kr(title)),
      withKr('b', 'vendas', kr('Leads qualificados: aumentar para 300')),
      withKr('c', 'mkt', kr(title)),
    ]);
    expect(pairs.map(({ keyResults: [l, r] }) => `${l.objectiveId}-${r.objectiveId}`)).toEqual([
      'a-c',
    ]);
  });
  // A 5,000-objective company with alike key results made the word index compare every pair
  // (tens of millions) until a Set overflowed: a 500 on /api/planning/coach after 90 s.
  it('stays bounded on a cycle of thousands of alike key results', () => {
    const many = (count: number, title: (n: number) => string) =>
      Array.from({ length: count }, (_, n) => withKr(`o${n}`, `t${n % 40}`, kr(title(n))));
    expect(findDuplicates(many(10_000, () => 'Aumentar a receita recorrente'))).toHaveLength(
      MAX_DUPLICATE_PAIRS,
    );
    const distinct = many(10_000, (n) => `Aumentar receita da linha ${n} produto ${n + 50_000}`);
    expect(findDuplicates(distinct)).toEqual([]);
    const alikeRare = many(
      COMMON_WORD_LIMIT * 3,
      (n) => `Receita da linha ${n % 2 ? 'azul' : 'verde'} ${n}`,
    );
    expect(findDuplicates(alikeRare).length).toBeLessThanOrEqual(MAX_DUPLICATE_PAIRS);
  });
  it('leaves the same team, another unit and different titles alone', () => {
    const title = 'Aumentar leads qualificados de 200 para 300';
    expect(
      findDuplicates([withKr('a', 'vendas', kr(title)), withKr('b', 'vendas', kr(title))]),
    ).toEqual([]);
    expect(
      findDuplicates([
        withKr('a', 'vendas', kr(title)),
        withKr('b', 'mkt', kr(title, { unit: 'percent' })),
      ]),
    ).toEqual([]);
    expect(
      findDuplicates([
        withKr('a', 'vendas', kr(title)),
        withKr('b', 'mkt', kr('Aumentar a receita recorrente de 200 para 300 mil')),
      ]),
    ).toEqual([]);
  });
});

describe('analyzeTitle', () => {
  it('works a title out once: the coach of a large cycle reads the same titles on every request', () => {
    const title = 'Lançar o portal de Vendas';
    const analysis = analyzeTitle(title);
    expect(analysis).toEqual({
      tokens: titleTokens(title),
      sortedWords: 'lancar,portal,vendas',
      activity: true,
      namesAMeasure: false,
    });
    expect(analyzeTitle(title)).toBe(analysis);
    expect(analyzeTitle('Aumentar a receita para 30%')).toMatchObject({
      activity: false,
      namesAMeasure: true,
    });
  });

  it('keeps at most TITLE_ANALYSES_KEPT titles, then starts over', () => {
    for (let n = 0; n <= TITLE_ANALYSES_KEPT; n++) analyzeTitle(`Título ${n}`);
    expect(titleAnalysesKept()).toBeGreaterThan(0);
    expect(titleAnalysesKept()).toBeLessThanOrEqual(TITLE_ANALYSES_KEPT);
  });
});
