import { cycleMessages } from '@rumo/shared/cycles/contracts';
import type { OkrImportPreview, OkrImportResult } from '@rumo/shared/okr-import/contracts';
import { okrImportCodes, okrImportMessages } from '@rumo/shared/okr-import/contracts';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { findCycle } from '../cycles/public';
import { createObjectiveIn, type KeyResultTrends, loadActor } from '../objectives/public';
import { loadImportLookups } from './okr-import.repository';
import { normalizeLabel, readImportSheet } from './okr-import-file';
import { type ImportPlan, planImport } from './okr-import-plan';

/** Reads the file and checks it against the company as it is now (the cycle, people, teams…). */
async function plan(
  db: Database,
  companyId: string,
  cycleId: string,
  file: Buffer,
): Promise<ImportPlan> {
  const cycle = await findCycle(db, companyId, cycleId);
  if (!cycle) throw notFound(cycleMessages.notFound);
  const sheet = await readImportSheet(file);
  const fileErrors = [...sheet.fileErrors];
  if (cycle.status === 'closed') fileErrors.push(cycleMessages.closed);
  const lookups = await loadImportLookups(db, companyId, normalizeLabel);
  return planImport(sheet.rows, fileErrors, lookups, cycleId);
}

/** What the file would create, every row with its errors; nothing is written. */
export async function previewImport(
  db: Database,
  user: AuthUser,
  cycleId: string,
  file: Buffer,
): Promise<OkrImportPreview> {
  return (await plan(db, user.companyId, cycleId, file)).preview;
}

/**
 * Checks the file again (the company may have changed since the preview) and, only when no row
 * has an error, creates every objective with its key results in one transaction, through the
 * objectives' own creation (their permission and reference rules); any failure writes nothing.
 */
export async function commitImport(
  ctx: DomainContext,
  trends: KeyResultTrends,
  user: AuthUser,
  cycleId: string,
  file: Buffer,
): Promise<OkrImportResult> {
  const { preview, inputs } = await plan(ctx.db, user.companyId, cycleId, file);
  if (preview.errorCount > 0) {
    const issues = [
      ...preview.fileErrors.map((message) => ({ path: 'arquivo', message })),
      ...preview.rows.flatMap((row) =>
        row.errors.map((message) => ({ path: `linha ${row.line}`, message })),
      ),
    ];
    throw badRequest(okrImportCodes.invalid, okrImportMessages.hasErrors, issues);
  }
  const actor = await loadActor(ctx.db, user);
  await inTransaction(ctx, async (tx, publish) => {
    for (const input of inputs) {
      await createObjectiveIn(tx, publish, { trends, user, actor }, input);
    }
  });
  return {
    objectives: inputs.length,
    keyResults: inputs.reduce((sum, input) => sum + input.keyResults.length, 0),
  };
}
