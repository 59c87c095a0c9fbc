import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { cycles } from '../cycles/public';
import { kpis } from '../kpis/public';
import {
  type CompanyReader,
  keyResults,
  objectives,
  objectiveVisibleTo,
} from '../objectives/public';
import { teams } from '../teams/public';
import { users } from '../users/public';

/**
 * The reads of /api/v1: ONE statement each, scoped by the reader's company, ordered by id and
 * cut at `limit + 1` (keyset pagination: a deep page reads no more than the first). Objectives,
 * key results and check-ins pass through the app's visibility rule for the token's person.
 */
export interface PageRequest {
  /** The id after which the page starts. */
  after?: string;
  limit: number;
  /** Narrows to one record (GET one). */
  id?: string;
}

const keyset = (column: Parameters<typeof gt>[0], page: PageRequest): SQL[] => [
  ...(page.after ? [gt(column, page.after)] : []),
  ...(page.id ? [eq(column, page.id)] : []),
];

export function readCycles(db: Database, reader: CompanyReader, page: PageRequest) {
  return db
    .select()
    .from(cycles)
    .where(and(eq(cycles.companyId, reader.companyId), ...keyset(cycles.id, page)))
    .orderBy(asc(cycles.id))
    .limit(page.limit + 1);
}

export function readObjectives(
  db: Database,
  reader: CompanyReader,
  page: PageRequest & { cycleId?: string },
) {
  return db
    .select()
    .from(objectives)
    .where(
      and(
        eq(objectives.companyId, reader.companyId),
        objectiveVisibleTo(reader),
        ...(page.cycleId ? [eq(objectives.cycleId, page.cycleId)] : []),
        ...keyset(objectives.id, page),
      ),
    )
    .orderBy(asc(objectives.id))
    .limit(page.limit + 1);
}

export function readKeyResults(
  db: Database,
  reader: CompanyReader,
  page: PageRequest & { objectiveId?: string },
) {
  return db
    .select({ keyResult: keyResults })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(keyResults.companyId, reader.companyId),
        objectiveVisibleTo(reader),
        ...(page.objectiveId ? [eq(keyResults.objectiveId, page.objectiveId)] : []),
        ...keyset(keyResults.id, page),
      ),
    )
    .orderBy(asc(keyResults.id))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.keyResult));
}

export function readCheckIns(
  db: Database,
  reader: CompanyReader,
  page: PageRequest & { keyResultId?: string },
) {
  return db
    .select({ checkIn: checkIns })
    .from(checkIns)
    .innerJoin(keyResults, eq(keyResults.id, checkIns.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(checkIns.companyId, reader.companyId),
        objectiveVisibleTo(reader),
        ...(page.keyResultId ? [eq(checkIns.keyResultId, page.keyResultId)] : []),
        ...keyset(checkIns.id, page),
      ),
    )
    .orderBy(asc(checkIns.id))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.checkIn));
}

export function readTeams(db: Database, reader: CompanyReader, page: PageRequest) {
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.companyId, reader.companyId), ...keyset(teams.id, page)))
    .orderBy(asc(teams.id))
    .limit(page.limit + 1);
}

export function readUsers(db: Database, reader: CompanyReader, page: PageRequest) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      idTeam: users.idTeam,
    })
    .from(users)
    .where(and(eq(users.companyId, reader.companyId), ...keyset(users.id, page)))
    .orderBy(asc(users.id))
    .limit(page.limit + 1);
}

export function readKpis(db: Database, reader: CompanyReader, page: PageRequest) {
  return db
    .select()
    .from(kpis)
    .where(and(eq(kpis.companyId, reader.companyId), ...keyset(kpis.id, page)))
    .orderBy(asc(kpis.id))
    .limit(page.limit + 1);
}
