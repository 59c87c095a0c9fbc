// Final scores of a closed cycle: pure rules shared by the API (suggestion, report) and the web
// (the score form shows the suggestion and asks for a reason when the score differs from it).

/** Scores go from 0 to 1 in steps of 0.1. */
export const SCORE_STEP = 0.1;

/** A score held as a whole number of tenths, so 0.7 stays 0.7 (not 0.7000000001). */
export const roundScore = (value: number): number => Math.round(value * 10) / 10;

/**
 * The suggested final score of a key result: its progress (0–100 %) clamped to 0–100, divided
 * by 100 and rounded to the nearest tenth, halves up (64 % → 0.6, 65 % → 0.7, 130 % → 1.0).
 */
export function suggestScore(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  const clamped = Math.min(100, Math.max(0, progress));
  return Math.round(clamped / 10) / 10;
}

/** True when a score is a tenth in 0..1 (what the API stores). */
export function isValidScore(value: number): boolean {
  return value >= 0 && value <= 1 && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/** A reason is needed when the score is not the suggested one. */
export const needsReason = (score: number, suggested: number): boolean =>
  roundScore(score) !== roundScore(suggested);

/** The attainment bands of the report's histogram (the usual OKR reading of a score). */
export const SCORE_BANDS = [
  { band: 'low', label: '0,0 – 0,3', min: 0, max: 0.3 },
  { band: 'mid', label: '0,4 – 0,6', min: 0.4, max: 0.6 },
  { band: 'high', label: '0,7 – 1,0', min: 0.7, max: 1 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function bandOf(score: number): ScoreBand {
  const tenths = Math.round(score * 10);
  if (tenths <= 3) return 'low';
  if (tenths <= 6) return 'mid';
  return 'high';
}

/** '0,7' */
export const formatScore = (score: number): string =>
  roundScore(score).toFixed(1).replace('.', ',');

export interface ScoredItem {
  score: number;
  /** Grouping keys: the key result's owner, and its objective's team and pillar. */
  personId: string;
  personName: string;
  teamId: string | null;
  teamName: string | null;
  pillarId: string | null;
  pillarName: string | null;
}

export interface ScoreGroup {
  id: string | null;
  name: string;
  average: number;
  count: number;
}

/** Plain average of the scores per group (each key result counts once), best first. */
export function averageBy(
  items: readonly ScoredItem[],
  keyOf: (item: ScoredItem) => { id: string | null; name: string },
): ScoreGroup[] {
  const groups = new Map<string, { id: string | null; name: string; sum: number; count: number }>();
  for (const item of items) {
    const { id, name } = keyOf(item);
    const mapKey = id ?? '';
    const group = groups.get(mapKey) ?? { id, name, sum: 0, count: 0 };
    group.sum += item.score;
    group.count += 1;
    groups.set(mapKey, group);
  }
  return scoreGroupsOf([...groups.values()]);
}

/** A group's sum and count of scores (as the database adds them up), before averaging. */
export interface ScoreSum {
  id: string | null;
  name: string;
  sum: number;
  count: number;
}

/** Groups averaged and ordered best first: the one rule for the report's tables. */
export function scoreGroupsOf(sums: readonly ScoreSum[]): ScoreGroup[] {
  return sums
    .map(({ id, name, sum, count }) => ({ id, name, count, average: roundAverage(sum / count) }))
    .sort((a, b) => b.average - a.average || a.name.localeCompare(b.name, 'pt-BR'));
}

/** Averages keep two decimals (0,65), scores one. */
const roundAverage = (value: number) => Math.round(value * 100) / 100;

export function averageScore(items: readonly { score: number }[]): number | null {
  return averageOfSum(
    items.reduce((sum, item) => sum + item.score, 0),
    items.length,
  );
}

/** The average of `count` scores adding up to `sum`; null for none. */
export const averageOfSum = (sum: number, count: number): number | null =>
  count === 0 ? null : roundAverage(sum / count);

/** How many scores fall in each band, in band order. */
export function distribution(items: readonly { score: number }[]) {
  const tenths: Record<number, number> = {};
  for (const { score } of items) {
    const tenth = Math.round(score * 10);
    tenths[tenth] = (tenths[tenth] ?? 0) + 1;
  }
  return distributionOfTenths(tenths);
}

/** The bands from a count of scores per tenth (0 to 10), as the database groups them. */
export function distributionOfTenths(tenths: Readonly<Record<number, number>>) {
  return SCORE_BANDS.map(({ band, label }) => ({
    band,
    label,
    count: Object.entries(tenths)
      .filter(([tenth]) => bandOf(Number(tenth) / 10) === band)
      .reduce((total, [, count]) => total + count, 0),
  }));
}
