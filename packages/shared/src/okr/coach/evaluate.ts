import type { KeyResultType, KeyResultUnit } from '../enums';
import {
  type CoachRuleId,
  type CoachScoreBand,
  coachRules,
  coachScoreBand,
  MAX_KEY_RESULTS,
} from './rules';
import {
  activityWord,
  hasNumber,
  jaccard,
  namesAMeasure,
  normalizeText,
  titleTokens,
} from './text';

/** A key result as the coach sees it: from the form while typing, or from the database. */
export interface CoachKeyResult {
  title: string;
  type: KeyResultType;
  /** null when left blank (or not asked by the type). */
  start: number | null;
  target: number | null;
  unit: KeyResultUnit;
  customUnit?: string | null;
  ownerId: string | null;
}

export interface CoachObjective {
  id?: string;
  title: string;
  teamId: string | null;
  /** Aligned to a pillar or to a parent objective. */
  aligned: boolean;
  keyResults: CoachKeyResult[];
}

export interface CoachFinding {
  ruleId: CoachRuleId;
  /** The key result it is about (its position and title), or null for the objective. */
  keyResult: { index: number; title: string } | null;
}

export interface ObjectiveCoaching {
  score: number;
  band: CoachScoreBand;
  findings: CoachFinding[];
}

const blank = (value: number | null) => value === null || Number.isNaN(value);

/** The findings about one key result, in rule order. */
export function keyResultFindings(keyResult: CoachKeyResult): CoachRuleId[] {
  const found: CoachRuleId[] = [];
  const { type, start, target, title } = keyResult;
  const measured = type !== 'binary';
  if (measured ? blank(target) : namesAMeasure(title)) found.push('kr-no-number');
  if (
    (type === 'increase' || type === 'decrease') &&
    !blank(target) &&
    (blank(start) || start === target)
  ) {
    found.push('kr-no-baseline');
  }
  if (activityWord(title) && !hasNumber(title)) found.push('kr-activity');
  if (!keyResult.ownerId) found.push('kr-no-owner');
  return found;
}

const scoreOf = (findings: CoachFinding[]) =>
  Math.max(
    0,
    100 - findings.reduce((total, finding) => total + coachRules[finding.ruleId].weight, 0),
  );

/** The objective's own rules (everything but duplicates across teams) and its 0–100 score. */
export function evaluateObjective(objective: CoachObjective): ObjectiveCoaching {
  const findings: CoachFinding[] = [];
  const count = objective.keyResults.length;
  if (count === 0) findings.push({ ruleId: 'objective-no-key-results', keyResult: null });
  if (count > MAX_KEY_RESULTS) {
    findings.push({ ruleId: 'objective-too-many-key-results', keyResult: null });
  }
  if (!objective.aligned) findings.push({ ruleId: 'objective-unaligned', keyResult: null });
  objective.keyResults.forEach((keyResult, index) => {
    for (const ruleId of keyResultFindings(keyResult)) {
      findings.push({ ruleId, keyResult: { index, title: keyResult.title } });
    }
  });
  const score = scoreOf(findings);
  return { score, band: coachScoreBand(score), findings };
}

/** Titles at least this alike (shared words over all words) count as the same key result. */
export const DUPLICATE_SIMILARITY = 0.6;

export interface DuplicatePair {
  ruleId: 'kr-duplicate';
  keyResults: [DuplicateSide, DuplicateSide];
}
export interface DuplicateSide {
  objectiveId: string;
  title: string;
}

const unitKey = (keyResult: CoachKeyResult) =>
  keyResult.unit === 'custom'
    ? `custom:${normalizeText(keyResult.customUnit ?? '')}`
    : keyResult.unit;

/**
 * Key results of different teams with alike titles and the same unit. Only pairs sharing a word
 * are compared (a word index), so a large cycle is not compared pair by pair.
 */
export function findDuplicates(objectives: Required<CoachObjective>[]): DuplicatePair[] {
  const entries = objectives.flatMap((objective) =>
    objective.keyResults.map((keyResult) => ({
      objective,
      keyResult,
      tokens: titleTokens(keyResult.title),
      unit: unitKey(keyResult),
    })),
  );
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const word of entry.tokens) byWord.set(word, [...(byWord.get(word) ?? []), index]);
  });
  const pairs: DuplicatePair[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    for (const word of entry.tokens) {
      for (const other of byWord.get(word) ?? []) {
        if (other <= index || seen.has(`${index}:${other}`)) continue;
        seen.add(`${index}:${other}`);
        const match = entries[other];
        if (!match || match.objective.teamId === entry.objective.teamId) continue;
        if (match.unit !== entry.unit) continue;
        if (jaccard(entry.tokens, match.tokens) < DUPLICATE_SIMILARITY) continue;
        pairs.push({
          ruleId: 'kr-duplicate',
          keyResults: [
            { objectiveId: entry.objective.id, title: entry.keyResult.title },
            { objectiveId: match.objective.id, title: match.keyResult.title },
          ],
        });
      }
    }
  });
  return pairs;
}

/** Cycle-wide findings take at most this much from the cycle's score. */
export const MAX_CYCLE_PENALTY = 25;

export interface CycleCoaching {
  /** null for a cycle without objectives. */
  score: number | null;
  band: CoachScoreBand | null;
  objectives: (ObjectiveCoaching & { id: string })[];
  duplicates: DuplicatePair[];
}

/** Every objective scored, plus duplicates across teams; the cycle's score is their mean less those. */
export function evaluateCycle(objectives: Required<CoachObjective>[]): CycleCoaching {
  const scored = objectives.map((objective) => ({
    id: objective.id,
    ...evaluateObjective(objective),
  }));
  const duplicates = findDuplicates(objectives);
  if (scored.length === 0) return { score: null, band: null, objectives: [], duplicates };
  const mean = scored.reduce((total, objective) => total + objective.score, 0) / scored.length;
  const penalty = Math.min(
    MAX_CYCLE_PENALTY,
    duplicates.length * coachRules['kr-duplicate'].weight,
  );
  const score = Math.max(0, Math.round(mean - penalty));
  return { score, band: coachScoreBand(score), objectives: scored, duplicates };
}
