import { encodeObjectiveCursor } from '@rumo/shared/common/keyset';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import {
  COVERAGE_FIRST_PAGE,
  type Coverage,
  type CoverageGroup,
  type CoverageObjectives,
  type coverageObjectivesQuerySchema,
  planningMessages,
} from '@rumo/shared/planning/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { listPillars, toPillar } from '../planning/public';
import {
  type CoverageGroupRows,
  type CoverageObjectiveRow,
  findCoverageSummary,
  listCoveragePage,
} from './coverage.repository';
import type { CompanyReader } from './visibility.repository';

type Listed = CoverageObjectiveRow & { ownerName: string };

/** The page itself and the cursor of its last row when a further row was read. */
function toPage(rows: Listed[], limit: number): CoverageObjectives {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last ? encodeObjectiveCursor(last) : null };
}

function toGroup(rows: CoverageGroupRows | undefined): CoverageGroup {
  if (!rows) return { objectiveCount: 0, averageProgress: 0, objectives: [], nextCursor: null };
  const { data, nextCursor } = toPage(rows.objectives, COVERAGE_FIRST_PAGE);
  return {
    objectiveCount: rows.count,
    averageProgress: rows.progress,
    objectives: data,
    nextCursor,
  };
}

/** Every pillar with its share of the cycle, and the objectives aligned to nothing. */
export async function getCoverage(
  db: Database,
  reader: CompanyReader & { id: string },
  cycleId: string | undefined,
): Promise<Coverage> {
  const summary = await findCoverageSummary(db, reader, cycleId, COVERAGE_FIRST_PAGE);
  if (cycleId && !summary) throw notFound(cycleMessages.notFound);
  const pillarRows = await listPillars(db, reader.companyId);
  const totals = summary?.totals ?? { total: 0, toPillar: 0, toObjective: 0 };
  return {
    cycleId: summary?.cycleId ?? null,
    summary: {
      total: totals.total,
      alignedToPillar: totals.toPillar,
      alignedToObjective: totals.toObjective,
      unaligned: totals.total - totals.toPillar - totals.toObjective,
    },
    pillars: pillarRows.map((row) => ({
      pillar: toPillar(row),
      ...toGroup(summary?.groups.get(row.id)),
    })),
    unaligned: toGroup(summary?.groups.get('none')),
  };
}

type PageQuery = z.output<typeof coverageObjectivesQuerySchema>;

/** More objectives of a pillar (or of the unaligned group); 404 for another company's pillar or cycle. */
export async function listCoverageObjectives(
  db: Database,
  reader: CompanyReader & { id: string },
  { pillarId, cycleId, after, limit }: PageQuery,
): Promise<CoverageObjectives> {
  const found = await listCoveragePage(db, reader, {
    pillarId: pillarId === 'none' ? undefined : pillarId,
    cycleId,
    after,
    limit,
  });
  if (found.found === 'no-pillar') throw notFound(planningMessages.pillarNotFound);
  if (found.found === 'no-cycle') {
    if (cycleId) throw notFound(cycleMessages.notFound);
    return { data: [], nextCursor: null };
  }
  return toPage(found.objectives, limit);
}
