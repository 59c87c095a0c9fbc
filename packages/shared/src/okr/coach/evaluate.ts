import type { KeyResultType, KeyResultUnit } from '../enums';
import { type DuplicatePair, findDuplicates } from './duplicates';
import {
  type CoachRuleId,
  type CoachScoreBand,
  coachRules,
  coachScoreBand,
  MAX_KEY_RESULTS,
} from './rules';
import { analyzeTitle } from './text';

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
  const analysis = analyzeTitle(title);
  if (measured ? blank(target) : analysis.namesAMeasure) found.push('kr-no-number');
  if (
    (type === 'increase' || type === 'decrease') &&
    !blank(target) &&
    (blank(start) || start === target)
  ) {
    found.push('kr-no-baseline');
  }
  if (analysis.activity) found.push('kr-activity');
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
