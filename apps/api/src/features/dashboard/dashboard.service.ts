import type { Activity } from '@rumo/shared/activity/contracts';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import { roundProgress } from '@rumo/shared/okr/progress';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { toKeyResultView } from '../check-ins/key-result-view';
import { loadCompanyCalendar, resolveCycle } from '../check-ins/okr-calendar';
import { getCycle } from '../cycles/cycles.service';
import {
  type CycleScope,
  countObjectives,
  findAtRiskKeyResults,
  findConfidenceDrops,
  findMissingCheckIns,
  findOwnKeyResults,
  findRecentActivity,
  findTeamProgress,
} from './dashboard.repository';

/** How many rows each dashboard card shows. */
const LIMITS = { list: 10, people: 20, teams: 100, mine: 50 } as const;

function emptyDashboard(recentActivity: Activity[]): Dashboard {
  return {
    cycle: null,
    progress: 0,
    expectedProgress: 0,
    objectivesByStatus: { draft: 0, active: 0, closed: 0 },
    objectivesByConfidence: { on_track: 0, at_risk: 0, off_track: 0, no_check_in: 0 },
    atRisk: [],
    confidenceDrops: [],
    missingCheckIns: [],
    teams: [],
    myKeyResults: [],
    recentActivity,
  };
}

/** Objective figures: counts by status (all), by confidence and average progress (non-draft). */
function summarize(rows: Awaited<ReturnType<typeof countObjectives>>) {
  const byStatus = { draft: 0, active: 0, closed: 0 };
  const byConfidence = { on_track: 0, at_risk: 0, off_track: 0, no_check_in: 0 };
  let progressSum = 0;
  let counted = 0;
  for (const row of rows) {
    byStatus[row.status] += row.count;
    if (row.status === 'draft') continue;
    byConfidence[row.confidence ?? 'no_check_in'] += row.count;
    progressSum += row.progressSum;
    counted += row.count;
  }
  return { byStatus, byConfidence, progress: counted === 0 ? 0 : progressSum / counted };
}

export async function getDashboard(
  db: Database,
  user: AuthUser,
  query: { cycleId?: string | undefined },
): Promise<Dashboard> {
  const companyId = user.companyId;
  const [calendar, cycleRow, recentActivity] = await Promise.all([
    loadCompanyCalendar(db, companyId),
    resolveCycle(db, companyId, query.cycleId),
    findRecentActivity(db, companyId, LIMITS.list),
  ]);
  if (!cycleRow) return emptyDashboard(recentActivity);

  const scope: CycleScope = { companyId, cycleId: cycleRow.id };
  // A closed cycle takes no more check-ins: nobody owes one this week.
  const missing =
    cycleRow.status === 'closed'
      ? Promise.resolve([])
      : findMissingCheckIns(db, scope, calendar.week.start, LIMITS.people);
  const [cycle, objectiveRows, atRisk, drops, missingCheckIns, teams, mine] = await Promise.all([
    getCycle(db, companyId, cycleRow.id),
    countObjectives(db, scope),
    findAtRiskKeyResults(db, scope, LIMITS.list),
    findConfidenceDrops(db, scope, LIMITS.list),
    missing,
    findTeamProgress(db, scope, LIMITS.teams),
    findOwnKeyResults(db, scope, user.id, LIMITS.mine),
  ]);
  const summary = summarize(objectiveRows);

  return {
    cycle,
    progress: roundProgress(summary.progress),
    expectedProgress: roundProgress(
      expectedProgress(cycleRow.startDate, cycleRow.endDate, calendar.today),
    ),
    objectivesByStatus: summary.byStatus,
    objectivesByConfidence: summary.byConfidence,
    atRisk: atRisk.map(toKeyResultView),
    confidenceDrops: drops.flatMap((row) =>
      row.previousConfidence
        ? [{ ...toKeyResultView(row), previousConfidence: row.previousConfidence }]
        : [],
    ),
    missingCheckIns,
    teams: teams.map((team) => ({ ...team, progress: roundProgress(team.progress) })),
    myKeyResults: mine.map(toKeyResultView),
    recentActivity,
  };
}
