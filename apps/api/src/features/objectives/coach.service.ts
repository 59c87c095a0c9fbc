import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { COACH_OBJECTIVES_LISTED, type CycleCoach } from '@rumo/shared/okr/coach/contracts';
import { evaluateCycle } from '@rumo/shared/okr/coach/evaluate';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { type CoachObjectiveRow, findCycleForCoach } from './coach.repository';
import type { CompanyReader } from './visibility.repository';

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
  const found = await findCycleForCoach(db, reader, cycleId);
  if (!found) {
    if (cycleId) throw notFound(cycleMessages.notFound);
    return {
      cycleId: null,
      score: null,
      band: null,
      objectiveCount: 0,
      objectives: [],
      duplicates: [],
    };
  }
  return coachOf(found);
}

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
