import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COMPANY_DELETION_GRACE_DAYS,
  type CompanyDeletionBody,
  type CompanyDeletionStatus,
} from '@rumo/shared/privacy/contracts';
import { privacyErrorCodes, privacyMessages } from '@rumo/shared/privacy/messages';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { storedUploadPath } from '../../lib/image-upload';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer } from '../mail/public';
import { forgetCompanyVersion } from '../read-cache/public';
import { deleteCompanyRecords, readCompanyTableRows } from './company-data.repository';
import { COMPANY_TABLES } from './company-tables';
import { deletionCanceledEmail, deletionScheduledEmail } from './privacy.mail';
import {
  deleteCompanyDeletion,
  findCompaniesDueForPurge,
  findCompanyAdmins,
  findCompanyDeletion,
  findCompanyName,
  findUserName,
  insertCompanyDeletion,
  lockDueDeletion,
} from './privacy.repository';
import type { CompanyDeletionRow } from './privacy.table';

interface DeletionDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  mailer: Mailer;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const statusOf = (
  companyName: string,
  row: CompanyDeletionRow | undefined,
): CompanyDeletionStatus => ({
  companyName,
  deletion: row
    ? {
        requestedAt: row.requestedAt.toISOString(),
        scheduledFor: row.scheduledFor.toISOString(),
        requestedBy: row.requestedBy,
      }
    : null,
});

export async function getCompanyDeletion(
  db: Database,
  companyId: string,
): Promise<CompanyDeletionStatus> {
  const [companyName, row] = await Promise.all([
    findCompanyName(db, companyId),
    findCompanyDeletion(db, companyId),
  ]);
  return statusOf(companyName ?? '', row);
}

/** Whitespace and letter case aside, the typed name must be the company's name. */
const sameName = (typed: string, actual: string) =>
  typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR') ===
  actual.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

async function tellAdmins(
  { db, config, mailer }: DeletionDeps,
  companyId: string,
  compose: (
    admin: { name: string; email: string },
    companyName: string,
    link: string,
  ) => Parameters<Mailer['send']>[1],
): Promise<void> {
  const companyName = (await findCompanyName(db, companyId)) ?? '';
  const link = `${config.publicUrl}/configuracoes?aba=privacidade`;
  for (const admin of await findCompanyAdmins(db, companyId)) {
    await mailer.send(db, compose(admin, companyName, link));
  }
}

/** Schedules the deletion COMPANY_DELETION_GRACE_DAYS ahead, once the admin typed the name. */
export async function scheduleCompanyDeletion(
  deps: DeletionDeps,
  actor: AuthUser,
  body: CompanyDeletionBody,
  now: Date,
): Promise<CompanyDeletionStatus> {
  const { db } = deps;
  const companyName = await findCompanyName(db, actor.companyId);
  if (!companyName) throw notFound();
  if (!sameName(body.companyName, companyName)) {
    throw badRequest(privacyErrorCodes.nameMismatch, privacyMessages.nameMismatch, [
      { path: 'companyName', message: privacyMessages.nameMismatch },
    ]);
  }
  const requestedBy = await findUserName(db, actor.id);
  const row = await insertCompanyDeletion(db, {
    companyId: actor.companyId,
    scheduledFor: new Date(now.getTime() + COMPANY_DELETION_GRACE_DAYS * DAY_MS),
    requestedBy,
  });
  if (!row) throw conflict(privacyErrorCodes.alreadyScheduled, privacyMessages.alreadyScheduled);
  await tellAdmins(deps, actor.companyId, (admin, name, link) =>
    deletionScheduledEmail({
      to: admin.email,
      name: admin.name,
      companyName: name,
      link,
      requestedBy,
      scheduledFor: row.scheduledFor,
    }),
  );
  return statusOf(companyName, row);
}

/** Undoes a pending deletion: nothing was removed yet. */
export async function cancelCompanyDeletion(
  deps: DeletionDeps,
  actor: AuthUser,
): Promise<CompanyDeletionStatus> {
  const companyName = (await findCompanyName(deps.db, actor.companyId)) ?? '';
  if (!(await deleteCompanyDeletion(deps.db, actor.companyId))) {
    throw notFound(privacyMessages.notScheduled);
  }
  const canceledBy = await findUserName(deps.db, actor.id);
  await tellAdmins(deps, actor.companyId, (admin, name, link) =>
    deletionCanceledEmail({
      to: admin.email,
      name: admin.name,
      companyName: name,
      link,
      canceledBy,
    }),
  );
  return statusOf(companyName, undefined);
}

/** Upload files the company's records point to, found by scanning every exported column. */
async function companyUploads(db: Database, companyId: string): Promise<string[]> {
  const uploads = new Set<string>();
  for (const table of COMPANY_TABLES) {
    for (const row of await readCompanyTableRows(
      db,
      table.name,
      table.exportedColumns,
      companyId,
    )) {
      for (const value of Object.values(row)) {
        const upload = storedUploadPath(value);
        if (upload) uploads.add(upload);
      }
    }
  }
  return [...uploads];
}

/**
 * Removes every company whose grace period ended: all rows (one transaction per company, safe
 * to run on several replicas at once) and then its uploaded files. Returns the purged ids.
 */
export async function purgeDueCompanies(
  db: Database,
  { now, uploadsDir }: { now: Date; uploadsDir: string },
): Promise<string[]> {
  const purged: string[] = [];
  for (const companyId of await findCompaniesDueForPurge(db, now)) {
    const uploads = await db.transaction(async (tx) => {
      if (!(await lockDueDeletion(tx, companyId, now))) return undefined;
      const files = await companyUploads(tx, companyId);
      await deleteCompanyRecords(tx, companyId);
      return files;
    });
    if (!uploads) continue;
    await forgetCompanyVersion(db, companyId);
    await Promise.all(uploads.map((file) => rm(join(uploadsDir, file), { force: true })));
    purged.push(companyId);
  }
  return purged;
}
