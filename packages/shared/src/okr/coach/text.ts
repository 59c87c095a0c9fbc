// Text helpers for the coach: pt-BR titles compared without accents, case or filler words.

/** Lower case, no accents, only letters, digits and % kept (the rest becomes spaces). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** Words that carry no meaning when comparing two key results. */
const STOPWORDS = new Set(
  'a o as os de da do das dos e em no na nos nas um uma uns umas para por com ao aos pelo pela pelos pelas que se sua seu suas seus nosso nossa ate'.split(
    ' ',
  ),
);

/** The meaningful words of a title, normalized. */
export function titleTokens(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .split(' ')
      .filter((word) => word.length > 1 && !STOPWORDS.has(word)),
  );
}

/** Shared words over all words: 1 for the same set, 0 for nothing in common. */
export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** A number written in the title ("3 funcionalidades", "30%", "R$ 240 mil"). */
export function hasNumber(text: string): boolean {
  return /\d/.test(text);
}

/** Words that name a measure: when a title has one, a number fits it. */
const MEASURE_WORDS = [
  'taxa',
  'indice',
  'percentual',
  'quantidade',
  'numero',
  'receita',
  'nps',
  'churn',
  'margem',
  'custo',
  'tempo',
  'volume',
  'conversao',
  'retencao',
  'satisfacao',
  'faturamento',
  'ticket',
  'mrr',
  'arr',
];

export function namesAMeasure(text: string): boolean {
  const words = normalizeText(text).split(' ');
  return hasNumber(text) || words.some((word) => MEASURE_WORDS.includes(word));
}

/** Task verbs and their nouns: a title built on one describes work, not a result. */
const ACTIVITY_WORDS = new Set([
  'lancar',
  'lancamento',
  'fazer',
  'implementar',
  'implementacao',
  'implantar',
  'implantacao',
  'criar',
  'criacao',
  'desenvolver',
  'desenvolvimento',
  'concluir',
  'conclusao',
  'entregar',
  'entrega',
  'realizar',
  'realizacao',
  'executar',
  'execucao',
  'elaborar',
  'elaboracao',
  'construir',
  'construcao',
  'finalizar',
  'finalizacao',
  'migrar',
  'migracao',
  'publicar',
  'publicacao',
  'organizar',
  'montar',
  'iniciar',
  'terminar',
  'preparar',
  'produzir',
  'estruturar',
  'mapear',
  'mapeamento',
  'revisar',
  'revisao',
  'definir',
  'definicao',
  'documentar',
  'contratar',
  'treinar',
  'participar',
  'apoiar',
  'trabalhar',
]);

/** Filler that may come before the verb: "Vamos lançar", "Time deve concluir". */
const LEAD_IN = new Set(['vamos', 'deve', 'devemos', 'precisamos', 'time', 'equipe', 'queremos']);

/** The task word a title starts with (after a lead-in), or null. */
export function activityWord(text: string): string | null {
  const words = normalizeText(text).split(' ').filter(Boolean);
  for (const word of words.slice(0, 3)) {
    if (ACTIVITY_WORDS.has(word)) return word;
    if (!LEAD_IN.has(word) && !STOPWORDS.has(word)) return null;
  }
  return null;
}

/** What the coach's rules read from a title: worked out once per distinct title (see analyzeTitle). */
export interface TitleAnalysis {
  /** titleTokens: shared between callers, never to be changed. */
  tokens: ReadonlySet<string>;
  /** The tokens sorted and joined by commas: equal for titles with the same words. */
  sortedWords: string;
  /** Starts with a task word and has no number ("kr-activity"). */
  activity: boolean;
  namesAMeasure: boolean;
}

/** Distinct titles kept; past it the memory starts over (a 5,000-objective cycle has 20,000). */
export const TITLE_ANALYSES_KEPT = 50_000;
const analyses = new Map<string, TitleAnalysis>();

/**
 * The title's analysis, memoized: the coach reads every key result of a cycle on each request, and
 * normalizing 20,000 titles again was most of its CPU; titles seldom change.
 */
export function analyzeTitle(title: string): TitleAnalysis {
  const kept = analyses.get(title);
  if (kept) return kept;
  if (analyses.size >= TITLE_ANALYSES_KEPT) analyses.clear();
  const tokens = titleTokens(title);
  const analysis = {
    tokens,
    sortedWords: [...tokens].sort().join(','),
    activity: activityWord(title) !== null && !hasNumber(title),
    namesAMeasure: namesAMeasure(title),
  };
  analyses.set(title, analysis);
  return analysis;
}

/** How many titles are memoized (tests). */
export const titleAnalysesKept = () => analyses.size;
