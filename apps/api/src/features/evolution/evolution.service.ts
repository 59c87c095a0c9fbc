import type { Evolution, evolutionQuerySchema } from '@rumo/shared/evolution/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { forecastSentence } from '@rumo/shared/okr/forecast';
import { teamMessages } from '@rumo/shared/teams/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { loadCompanyCalendar, resolveCycle } from '../check-ins/public';
import type { CycleRow } from '../cycles/public';
import { findCycle } from '../cycles/public';
import { keyResultVisibleTo, objectiveSeenBy } from '../objectives/public';
import { companyEvolution } from './company-evolution';
import {
  cycleObjectives,
  findCheckInPoints,
  findCheckInPointsAtDates,
  findKeyResultRef,
  findObjectiveIds,
  findObjectiveRef,
  findSeriesKeyResults,
  findTeamName,
  oneObjective,
} from './evolution.repository';
import {
  buildEvolution,
  lastSeriesDay,
  type SeriesKeyResult,
  seriesDates,
} from './evolution-series';

export type EvolutionQueryInput = z.output<typeof evolutionQuerySchema>;

/** What one scope covers: its label, cycle and the objectives (or key result) it follows. */
type ScopeTarget = {
  label: string;
  cycle: CycleRow | undefined;
  filter: (cycle: CycleRow) => SQL;
  objectiveIds?: string[];
  keyResultId?: string;
};

async function resolveScope(
  db: Database,
  reader: AuthUser,
  companyName: string,
  query: EvolutionQueryInput,
): Promise<ScopeTarget> {
  const { companyId } = reader;
  const id = query.id ?? '';
  switch (query.scope) {
    case 'company':
      return {
        label: companyName,
        cycle: await resolveCycle(db, companyId, query.cycleId),
        filter: (cycle) => cycleObjectives(companyId, cycle.id),
      };
    case 'team': {
      const name = await findTeamName(db, companyId, id);
      if (name === undefined) throw notFound(teamMessages.notFound);
      return {
        label: name,
        cycle: await resolveCycle(db, companyId, query.cycleId),
        filter: (cycle) => cycleObjectives(companyId, cycle.id, id),
      };
    }
    case 'objective': {
      const objective = await findObjectiveRef(db, companyId, id);
      if (!objective || !(await objectiveSeenBy(db, reader, id))) {
        throw notFound(objectiveMessages.notFound);
      }
      return {
        label: objective.title,
        cycle: await findCycle(db, companyId, objective.cycleId),
        filter: () => oneObjective(companyId, id),
        objectiveIds: [id],
      };
    }
    case 'key_result': {
      const keyResult = await findKeyResultRef(db, companyId, id);
      if (!keyResult || !(await keyResultVisibleTo(db, reader, id))) {
        throw notFound(objectiveMessages.keyResultNotFound);
      }
      return {
        label: keyResult.title,
        cycle: await findCycle(db, companyId, keyResult.cycleId),
        filter: () => oneObjective(companyId, keyResult.objectiveId),
        objectiveIds: [keyResult.objectiveId],
        keyResultId: id,
      };
    }
  }
}

/**
 * Progress over the cycle for a scope. The company scope reads its daily snapshots and the
 * caches (companyEvolution); the others rebuild the value each key result had at each date: a
 * team reads one check-in per key result and series date (see findCheckInPointsAtDates), an
 * objective or a key result all its check-ins. `now` is the app's clock.
 */
export async function getEvolution(
  db: Database,
  user: AuthUser,
  query: EvolutionQueryInput,
  now: Date,
): Promise<Evolution> {
  const { companyId } = user;
  const calendar = await loadCompanyCalendar(db, companyId, now);
  const target = await resolveScope(db, user, calendar.companyName, query);
  const { cycle } = target;
  if (!cycle) {
    return {
      cycle: null,
      scope: query.scope,
      label: target.label,
      series: [],
      forecast: null,
      forecastSentence: forecastSentence(null),
      keyResults: [],
    };
  }

  const cycleRef = {
    id: cycle.id,
    name: cycle.name,
    startDate: cycle.startDate,
    endDate: cycle.endDate,
  };
  if (query.scope === 'company') {
    return {
      cycle: cycleRef,
      scope: query.scope,
      label: target.label,
      ...(await companyEvolution(db, companyId, cycle, calendar.today)),
    };
  }

  const filter = target.filter(cycle);
  const lastDay = lastSeriesDay(calendar.today, cycle.endDate);
  const objectiveIds = target.objectiveIds ?? (await findObjectiveIds(db, filter));
  const krRows = await findSeriesKeyResults(db, filter, target.keyResultId);
  const points =
    query.scope === 'team'
      ? await findCheckInPointsAtDates(db, filter, seriesDates(cycle.startDate, lastDay))
      : await findCheckInPoints(
          db,
          companyId,
          krRows.map((kr) => kr.id),
          lastDay,
        );
  const keyResults: SeriesKeyResult[] = krRows.map((kr) => ({
    id: kr.id,
    objectiveId: kr.objectiveId,
    title: kr.title,
    type: kr.type,
    start: kr.start,
    target: kr.target,
    weight: kr.weight,
    progress: kr.progress,
    points: points.get(kr.id) ?? [],
  }));

  const result = buildEvolution(
    { scope: query.scope, cycle, lastDay, objectiveIds, keyResults },
    query.scope === 'key_result' ? [...points.values()].flat().map((point) => point.date) : [],
  );
  return {
    cycle: cycleRef,
    scope: query.scope,
    label: target.label,
    ...result,
  };
}
