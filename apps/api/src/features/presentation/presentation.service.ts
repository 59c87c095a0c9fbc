import { cycleMessages } from '@rumo/shared/cycles/contracts';
import type {
  Presentation,
  PresentationQuery,
  PresentationSlides,
  PresentationSlidesQuery,
} from '@rumo/shared/presentation/contracts';
import { teamMessages } from '@rumo/shared/teams/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { objectiveVisibleTo } from '../objectives/public';
import { loadPresentation, type PresentationRow } from './presentation.repository';

/** One read of the deck; 404 for another company's (or no) cycle or team. */
async function readDeck(
  db: Database,
  user: AuthUser,
  query: PresentationQuery & { offset: number; overview: boolean },
): Promise<PresentationRow & { cycle: Presentation['cycle'] }> {
  const teamId = query.teamId ?? null;
  const row = await loadPresentation(db, {
    companyId: user.companyId,
    cycleId: query.cycleId ?? null,
    teamId,
    visible: objectiveVisibleTo(user, sql.identifier('o')),
    offset: query.offset,
    overview: query.overview,
  });
  if (!row.cycle) throw notFound(cycleMessages.notFound);
  if (teamId && !row.team) throw notFound(teamMessages.notFound);
  return { ...row, cycle: row.cycle as Presentation['cycle'] };
}

/**
 * The weekly meeting: the cycle's overview (counted over all its objectives the caller may read)
 * and the first slides, one objective each. Any member may present; every objective shown is one
 * the caller may read.
 */
export async function getPresentation(
  db: Database,
  user: AuthUser,
  query: PresentationQuery,
): Promise<Presentation> {
  const deck = await readDeck(db, user, { ...query, offset: 0, overview: true });
  if (!deck.overview) throw new Error('presentation read without its overview');
  return {
    cycle: deck.cycle,
    team: deck.team,
    overview: deck.overview,
    objectives: deck.objectives,
  };
}

/** The slides after the first `offset`, as the deck orders them. */
export async function getPresentationSlides(
  db: Database,
  user: AuthUser,
  query: PresentationSlidesQuery,
): Promise<PresentationSlides> {
  const deck = await readDeck(db, user, { ...query, overview: false });
  return { objectives: deck.objectives };
}
