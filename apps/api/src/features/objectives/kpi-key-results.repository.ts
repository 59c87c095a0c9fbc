import type { KpiDetail } from '@rumo/shared/kpis/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { keyResults, objectives } from './objectives.table';
import { type CompanyReader, objectiveVisibleTo } from './visibility.repository';

/** The key results linked to a KPI whose objective the reader may see (one statement). */
export async function keyResultsOfKpi(
  db: Database,
  reader: CompanyReader,
  kpiId: string,
): Promise<KpiDetail['keyResults']> {
  const rows = await db
    .select({
      id: keyResults.id,
      title: keyResults.title,
      objectiveId: objectives.id,
      objectiveTitle: objectives.title,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(keyResults.kpiId, kpiId),
        eq(keyResults.companyId, reader.companyId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(objectives.title), asc(keyResults.position), asc(keyResults.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    objective: { id: row.objectiveId, name: row.objectiveTitle },
  }));
}
