import type { Activity } from '@rumo/shared/activity/contracts';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import type { Dashboard } from '@rumo/shared/dashboard/contracts';
import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import { roundProgress } from '@rumo/shared/okr/progress';
import type { DomainContext } from '../../events/domain-events';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { type DashboardRow, type KeyResultJson, loadDashboard } from './dashboard.repository';

type KeyResultView = Dashboard['atRisk'][number];

const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

/** The database hands timestamps as its own text; the API answers ISO strings. */
function keyResultView<T extends KeyResultJson>(row: T): T & KeyResultView {
  return {
    ...row,
    lastCheckInAt: row.lastCheckInAt === null ? null : isoOf(row.lastCheckInAt),
  } as T & KeyResultView;
}

function activityView(row: DashboardRow['activity'][number]): Activity {
  const { actorId, actorName, actorAvatar, ...entry } = row;
  return {
    ...entry,
    actor: actorId && actorName ? { id: actorId, name: actorName, avatar: actorAvatar } : null,
    createdAt: isoOf(row.createdAt),
  } as Activity;
}

/** Objective figures: counts by status (all), by confidence and average progress (non-draft). */
function summarize(rows: DashboardRow['objectives']) {
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
  const objectiveCount = byStatus.draft + byStatus.active + byStatus.closed;
  return {
    byStatus,
    byConfidence,
    objectiveCount,
    progress: counted === 0 ? 0 : progressSum / counted,
  };
}

export async function getDashboard(
  { db, now }: Pick<DomainContext, 'db' | 'now'>,
  user: AuthUser,
  query: { cycleId?: string | undefined },
): Promise<Dashboard> {
  const row = await loadDashboard(db, {
    companyId: user.companyId,
    userId: user.id,
    seesAll: user.role === 'admin',
    cycleId: query.cycleId ?? null,
    now: now(),
  });
  if (query.cycleId && !row.cycle) throw notFound(cycleMessages.notFound);
  const recentActivity = row.activity.map(activityView);
  const { cycle } = row;
  if (!cycle) {
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
  const summary = summarize(row.objectives);
  return {
    cycle: { ...cycle, objectiveCount: summary.objectiveCount, createdAt: isoOf(cycle.createdAt) },
    progress: roundProgress(summary.progress),
    expectedProgress: roundProgress(expectedProgress(cycle.startDate, cycle.endDate, row.today)),
    objectivesByStatus: summary.byStatus,
    objectivesByConfidence: summary.byConfidence,
    atRisk: row.atRisk.map(keyResultView),
    confidenceDrops: row.drops.flatMap((drop) =>
      drop.previousConfidence
        ? [{ ...keyResultView(drop), previousConfidence: drop.previousConfidence }]
        : [],
    ),
    missingCheckIns: row.missing,
    teams: row.teams.map((team) => ({ ...team, progress: roundProgress(team.progress) })),
    myKeyResults: row.mine.map(keyResultView),
    recentActivity,
  };
}
