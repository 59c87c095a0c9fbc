import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { COACH_OBJECTIVES_LISTED, type CycleCoach } from '@rumo/shared/okr/coach/contracts';
import { evaluateCycle } from '@rumo/shared/okr/coach/evaluate';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { type CoachObjectiveRow, findCoachKey, findCycleForCoach } from './coach.repository';
import type { CompanyReader } from './visibility.repository';

/**
 * Answers kept per database, least recently used first out. Computing one reads every objective
 * and key result of the cycle (130 ms of CPU for 5,000 objectives); the plan version moves only
 * when the plan does, so check-ins, the most frequent writes, leave the answers valid.
 */
export const COACH_ANSWERS_KEPT = 500;
const answersByDatabase = new WeakMap<Database, Map<string, CycleCoach>>();
function answersOf(db: Database): Map<string, CycleCoach> {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    answers = new Map();
    answersByDatabase.set(db, answers);
  }
  return answers;
}

/**
 * The plan coach over a cycle (the current one by default): each objective's score and findings,
 * key results repeated across teams, and the cycle's score, over the objectives the reader may
 * see. 404 for another company's cycle.
 */
export async function getCycleCoach(
  db: Database,
  reader: CompanyReader,
  cycleId: string | undefined,
): Promise<CycleCoach> {
  const key = await findCoachKey(db, reader, cycleId);
  if (!key) {
    if (cycleId) throw notFound(cycleMessages.notFound);
    return emptyCoach(null);
  }
  // Same plan version and same objectives seen: the same answer, whoever asks.
  const cacheKey = [reader.companyId, key.cycleId, key.planVersion, ...key.restrictedIds].join(':');
  const answers = answersOf(db);
  const known = answers.get(cacheKey);
  if (known) {
    answers.delete(cacheKey);
    answers.set(cacheKey, known);
    return known;
  }
  const found = await findCycleForCoach(db, reader, key.cycleId);
  const answer = found ? coachOf(found) : emptyCoach(key.cycleId);
  answers.set(cacheKey, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= COACH_ANSWERS_KEPT) break;
    answers.delete(oldest);
  }
  return answer;
}

/** No cycle yet, or one deleted between the key and the read: nothing to coach. */
const emptyCoach = (cycleId: string | null): CycleCoach => ({
  cycleId,
  score: null,
  band: null,
  objectiveCount: 0,
  objectives: [],
  duplicates: [],
});

/** The answer over the objectives read (in the statement's order: it decides ties and pairs). */
export function coachOf(found: { cycleId: string; objectives: CoachObjectiveRow[] }): CycleCoach {
  const coaching = evaluateCycle(found.objectives);
  const rows = new Map(found.objectives.map((objective) => [objective.id, objective]));
  const side = ({ objectiveId, title }: { objectiveId: string; title: string }) => {
    const objective = rows.get(objectiveId);
    return {
      objectiveId,
      objectiveTitle: objective?.title ?? '',
      teamName: objective?.teamName ?? null,
      title,
    };
  };
  const objectives = [...coaching.objectives]
    .sort((left, right) => left.score - right.score)
    .slice(0, COACH_OBJECTIVES_LISTED)
    .map(({ id, score, band, findings }) => {
      const row = rows.get(id);
      return {
        id,
        title: row?.title ?? '',
        level: row?.level ?? 'company',
        teamName: row?.teamName ?? null,
        score,
        band,
        findings,
      };
    });
  return {
    cycleId: found.cycleId,
    score: coaching.score,
    band: coaching.band,
    objectiveCount: coaching.objectives.length,
    objectives,
    duplicates: coaching.duplicates.map((pair) => ({
      keyResults: [side(pair.keyResults[0]), side(pair.keyResults[1])],
    })),
  };
}
