import type { FiscalSettings, FiscalSettingsInput } from '@rumo/shared/backoffice/fiscal-settings';
import type { Database } from '../../../db/database';
import {
  fiscalSettingsView,
  readFiscalSettings,
  saveFiscalSettings,
  wakeQueuedInvoices,
} from '../../invoices/public';
import { recordStaffAudit } from '../public';

export async function getFiscalSettings(db: Database): Promise<FiscalSettings | null> {
  const row = await readFiscalSettings(db);
  return row ? fiscalSettingsView(row) : null;
}

/** What the audit log keeps of a version (the date is the entry's own). */
const snapshot = (settings: FiscalSettings | null) => {
  if (!settings) return null;
  const { updatedAt: _updatedAt, ...rest } = settings;
  return rest;
};

/**
 * Saves the issuer's data (audited `fiscal_settings.updated`, before/after); invoices that
 * waited for them become due at once.
 */
export async function updateFiscalSettings(
  db: Database,
  actor: { staffId: string; ip: string; now: Date },
  input: FiscalSettingsInput,
): Promise<FiscalSettings> {
  return db.transaction(async (tx) => {
    const before = await getFiscalSettings(tx);
    const after = fiscalSettingsView(
      await saveFiscalSettings(tx, input, { staffId: actor.staffId, at: actor.now }),
    );
    await recordStaffAudit(tx, {
      actorId: actor.staffId,
      action: 'fiscal_settings.updated',
      targetType: 'fiscal_settings',
      targetId: '1',
      before: snapshot(before),
      after: snapshot(after),
      ip: actor.ip,
      at: actor.now,
    });
    await wakeQueuedInvoices(tx, actor.now);
    return after;
  });
}
