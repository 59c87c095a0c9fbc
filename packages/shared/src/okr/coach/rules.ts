// The coach's rules: what each one checks, how much it weighs, and how it explains itself in pt-BR.

export const COACH_SEVERITIES = ['high', 'medium', 'low'] as const;
export type CoachSeverity = (typeof COACH_SEVERITIES)[number];
export const coachSeverityLabels: Record<CoachSeverity, string> = {
  high: 'Importante',
  medium: 'Atenção',
  low: 'Sugestão',
};

export const COACH_RULE_IDS = [
  'objective-no-key-results',
  'objective-too-many-key-results',
  'objective-unaligned',
  'kr-no-number',
  'kr-no-baseline',
  'kr-activity',
  'kr-no-owner',
  'kr-duplicate',
] as const;
export type CoachRuleId = (typeof COACH_RULE_IDS)[number];

export interface CoachRule {
  id: CoachRuleId;
  name: string;
  severity: CoachSeverity;
  /** Points taken from the score for each finding. */
  weight: number;
  explanation: string;
  example: { before: string; after: string };
}

export const MAX_KEY_RESULTS = 5;

export const coachRules: Record<CoachRuleId, CoachRule> = {
  'objective-no-key-results': {
    id: 'objective-no-key-results',
    name: 'Objetivo sem resultados-chave',
    severity: 'high',
    weight: 40,
    explanation:
      'Sem resultados-chave não há como saber se o objetivo foi atingido. Defina de dois a cinco resultados mensuráveis.',
    example: {
      before: 'Encantar nossos clientes (sem resultados-chave)',
      after: 'Encantar nossos clientes → Aumentar o NPS de 40 para 60',
    },
  },
  'objective-too-many-key-results': {
    id: 'objective-too-many-key-results',
    name: 'Resultados-chave demais',
    severity: 'medium',
    weight: 15,
    explanation:
      'Mais de cinco resultados-chave dispersam o foco. Fique com os que mais indicam sucesso e mova os demais para outro objetivo.',
    example: {
      before: '8 resultados-chave no mesmo objetivo',
      after: 'Os 3 a 5 resultados-chave que mais mostram o avanço',
    },
  },
  'objective-unaligned': {
    id: 'objective-unaligned',
    name: 'Objetivo sem alinhamento',
    severity: 'low',
    weight: 10,
    explanation:
      'Ligue o objetivo a um pilar estratégico ou a um objetivo superior, para mostrar a que ele contribui.',
    example: {
      before: 'Reduzir o tempo de resposta do suporte (sem alinhamento)',
      after: 'Reduzir o tempo de resposta do suporte → Pilar "Experiência do cliente"',
    },
  },
  'kr-no-number': {
    id: 'kr-no-number',
    name: 'Resultado-chave sem número',
    severity: 'high',
    weight: 15,
    explanation:
      'Um resultado-chave precisa de uma meta numérica. Se o título já fala de uma medida, use "Aumentar" ou "Reduzir" em vez de "Entregue ou não".',
    example: {
      before: 'Melhorar a taxa de conversão (entregue ou não)',
      after: 'Aumentar a taxa de conversão do site de 2% para 3,5%',
    },
  },
  'kr-no-baseline': {
    id: 'kr-no-baseline',
    name: 'Resultado-chave sem linha de base',
    severity: 'medium',
    weight: 10,
    explanation:
      'Informe de onde você parte: sem o valor inicial (ou com ele igual à meta) o progresso não mostra avanço real.',
    example: {
      before: 'Aumentar o MRR para R$ 240 mil',
      after: 'Aumentar o MRR de R$ 180 mil para R$ 240 mil',
    },
  },
  'kr-activity': {
    id: 'kr-activity',
    name: 'Resultado-chave em forma de tarefa',
    severity: 'medium',
    weight: 15,
    explanation:
      'O título descreve uma tarefa ("lançar", "fazer", "implementar"), não um resultado. Diga que mudança a entrega precisa causar, com um número.',
    example: {
      before: 'Lançar o novo app',
      after: 'Lançar 3 funcionalidades usadas por 30% dos clientes',
    },
  },
  'kr-no-owner': {
    id: 'kr-no-owner',
    name: 'Resultado-chave sem responsável',
    severity: 'medium',
    weight: 10,
    explanation:
      'Todo resultado-chave precisa de uma pessoa responsável pelos check-ins e pelo avanço.',
    example: {
      before: 'Reduzir o churn de 3% para 2% (sem responsável)',
      after: 'Reduzir o churn de 3% para 2% — responsável: Ana (Sucesso do Cliente)',
    },
  },
  'kr-duplicate': {
    id: 'kr-duplicate',
    name: 'Resultado-chave repetido entre times',
    severity: 'low',
    weight: 5,
    explanation:
      'Dois times medem quase o mesmo resultado no ciclo. Combine um único resultado-chave e alinhe um objetivo ao outro.',
    example: {
      before: 'Vendas e Marketing: "Aumentar leads qualificados de 200 para 300"',
      after: 'Marketing fica com o resultado-chave; o objetivo de Vendas se alinha ao de Marketing',
    },
  },
};

export const COACH_SCORE_BANDS = ['excellent', 'good', 'fair', 'weak'] as const;
export type CoachScoreBand = (typeof COACH_SCORE_BANDS)[number];
export const coachScoreBandLabels: Record<CoachScoreBand, string> = {
  excellent: 'Excelente',
  good: 'Bom',
  fair: 'Precisa de ajustes',
  weak: 'Frágil',
};

/** 90+ excelente, 70+ bom, 50+ precisa de ajustes, below that frágil. */
export function coachScoreBand(score: number): CoachScoreBand {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 50) return 'fair';
  return 'weak';
}
