import {
  BACKOFFICE_DUNNING_DAYS,
  type BackofficeSettings,
  maskClientId,
  type UpdateBackofficeSettingsBody,
} from '@rumo/shared/backoffice/settings';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/database';
import {
  clearSettingsCache,
  readSettingsRow,
  saveSettingsOverrides,
} from '../../platform-settings/public';
import { recordStaffAudit } from '../public';

export interface SettingsDeps {
  db: Database;
  config: AppConfig;
}

type Row = Awaited<ReturnType<typeof readSettingsRow>>;

function view(config: AppConfig, row: Row): BackofficeSettings {
  const setting = <T>(override: T | null | undefined, fallback: T) => ({
    value: override ?? fallback,
    default: fallback,
    overridden: override !== null && override !== undefined,
  });
  return {
    efi: {
      mode: config.efi.mode,
      environment: config.efi.environment,
      clientIdMasked: maskClientId(config.efi.clientId),
      notificationUrl: config.efi.notificationUrl,
      lastSuccessAt: row?.efiLastSuccessAt?.toISOString() ?? null,
      lastSuccessCall: row?.efiLastSuccessCall ?? null,
    },
    billing: {
      trialDays: setting(row?.trialDays, config.billing.trialDays),
      graceDays: setting(row?.graceDays, config.billing.graceDays),
      dunningDays: [...BACKOFFICE_DUNNING_DAYS],
    },
    salesEmail: setting(row?.salesEmail, config.salesEmail),
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

export async function getSettings(deps: SettingsDeps): Promise<BackofficeSettings> {
  return view(deps.config, await readSettingsRow(deps.db));
}

const overrides = (row: Row) => ({
  trialDays: row?.trialDays ?? null,
  graceDays: row?.graceDays ?? null,
  salesEmail: row?.salesEmail ?? null,
});

/**
 * Saves the overrides (null: back to the environment) and audits the change
 * (`settings.updated`, before/after, no reason needed); it applies in this process at once and
 * on other replicas within the settings cache's few seconds.
 */
export async function updateSettings(
  deps: SettingsDeps,
  actor: { staffId: string; ip: string; now: Date },
  body: UpdateBackofficeSettingsBody,
): Promise<BackofficeSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await readSettingsRow(tx);
    const after = await saveSettingsOverrides(tx, body, { staffId: actor.staffId, at: actor.now });
    await recordStaffAudit(tx, {
      actorId: actor.staffId,
      action: 'settings.updated',
      targetType: 'backoffice_settings',
      targetId: '1',
      before: overrides(before),
      after: overrides(after),
      ip: actor.ip,
      at: actor.now,
    });
    return after;
  });
  clearSettingsCache(deps.config);
  return view(deps.config, saved);
}
