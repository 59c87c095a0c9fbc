import { cycleMessages } from '@rumo/shared/cycles/contracts';
import type { Presentation, PresentationQuery } from '@rumo/shared/presentation/contracts';
import { teamMessages } from '@rumo/shared/teams/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { objectiveVisibleTo } from '../objectives/public';
import { loadPresentation } from './presentation.repository';

/**
 * The weekly meeting's slides: the cycle's overview (counted over all its objectives the caller
 * may read), then one objective per slide. Any member may present; every objective shown is one
 * the caller may read.
 */
export async function getPresentation(
  db: Database,
  user: AuthUser,
  query: PresentationQuery,
): Promise<Presentation> {
  const teamId = query.teamId ?? null;
  const row = await loadPresentation(db, {
    companyId: user.companyId,
    cycleId: query.cycleId ?? null,
    teamId,
    visible: objectiveVisibleTo(user, sql.identifier('o')),
  });
  if (!row.cycle) throw notFound(cycleMessages.notFound);
  if (teamId && !row.team) throw notFound(teamMessages.notFound);
  return {
    cycle: row.cycle as Presentation['cycle'],
    team: row.team,
    overview: row.overview,
    objectives: row.objectives,
  };
}
