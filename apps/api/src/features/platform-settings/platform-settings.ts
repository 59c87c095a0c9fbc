import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type BackofficeSettingsRow, backofficeSettings } from './platform-settings.table';

/**
 * Settings staff may change at runtime (backoffice › Configurações) over the environment's
 * TRIAL_DAYS, GRACE_DAYS and SALES_EMAIL.
 *
 * The code that used to read `config.billing.trialDays/graceDays` and `config.salesEmail` reads
 * `effectiveBillingSettings(db, config)` (or `effectiveGraceDays`) instead. The overrides row is
 * cached per process for `CACHE_TTL_MS` (keyed by the app's config object, so calls inside a
 * transaction hit the same cache), so hot read paths such as the read-only guard add no query;
 * a change made on another replica applies here within those seconds. A change made in this
 * process applies at once (`saveSettingsOverrides` clears the cache).
 */
export const CACHE_TTL_MS = 5_000;

export interface SettingsDefaults {
  billing: { trialDays: number; graceDays: number };
  salesEmail: string;
}

export interface EffectiveBillingSettings {
  trialDays: number;
  graceDays: number;
  salesEmail: string;
}

type Overrides = Pick<BackofficeSettingsRow, 'trialDays' | 'graceDays' | 'salesEmail'>;
const NO_OVERRIDES: Overrides = { trialDays: null, graceDays: null, salesEmail: null };

const cache = new WeakMap<object, { expiresAt: number; overrides: Overrides }>();

/** The settings row, uncached (undefined before anything was saved). */
export async function readSettingsRow(db: Database): Promise<BackofficeSettingsRow | undefined> {
  const [row] = await db.select().from(backofficeSettings).where(eq(backofficeSettings.id, 1));
  return row;
}

/**
 * The cache's age is the process's elapsed time (the monotonic clock), not a time of day: no rule
 * reads it, and a save here clears it (tests move the app's clock, never this bound).
 */
async function overridesFor(db: Database, cacheKey: object): Promise<Overrides> {
  const cached = cache.get(cacheKey);
  if (cached && cached.expiresAt > performance.now()) return cached.overrides;
  const [row] = await db
    .select({
      trialDays: backofficeSettings.trialDays,
      graceDays: backofficeSettings.graceDays,
      salesEmail: backofficeSettings.salesEmail,
    })
    .from(backofficeSettings)
    .where(eq(backofficeSettings.id, 1));
  const overrides = row ?? NO_OVERRIDES;
  cache.set(cacheKey, { expiresAt: performance.now() + CACHE_TTL_MS, overrides });
  return overrides;
}

/**
 * Trial days, grace days and sales e-mail in force: the staff's override, else the environment.
 * Inside a transaction pass the transaction (PGlite has one connection).
 */
export async function effectiveBillingSettings(
  db: Database,
  config: SettingsDefaults,
): Promise<EffectiveBillingSettings> {
  const overrides = await overridesFor(db, config);
  return {
    trialDays: overrides.trialDays ?? config.billing.trialDays,
    graceDays: overrides.graceDays ?? config.billing.graceDays,
    salesEmail: overrides.salesEmail ?? config.salesEmail,
  };
}

/** The grace days in force, for code whose config only carries `billing.graceDays`. */
export async function effectiveGraceDays(
  db: Database,
  config: { billing: { graceDays: number } },
): Promise<number> {
  const overrides = await overridesFor(db, config);
  return overrides.graceDays ?? config.billing.graceDays;
}

/** Forgets the cached overrides of the app whose config this is (after a change). */
export function clearSettingsCache(config: object): void {
  cache.delete(config);
}

export interface SettingsPatch {
  trialDays?: number | null | undefined;
  graceDays?: number | null | undefined;
  salesEmail?: string | null | undefined;
}

/** Saves the given overrides (null drops one) and returns the row after the change. */
export async function saveSettingsOverrides(
  db: Database,
  patch: SettingsPatch,
  by: { staffId: string | null; at: Date },
): Promise<BackofficeSettingsRow> {
  const changes = {
    ...(patch.trialDays !== undefined ? { trialDays: patch.trialDays } : {}),
    ...(patch.graceDays !== undefined ? { graceDays: patch.graceDays } : {}),
    ...(patch.salesEmail !== undefined ? { salesEmail: patch.salesEmail } : {}),
    updatedBy: by.staffId,
    updatedAt: by.at,
  };
  const [row] = await db
    .insert(backofficeSettings)
    .values({ id: 1, ...changes })
    .onConflictDoUpdate({ target: backofficeSettings.id, set: changes })
    .returning();
  if (!row) throw new Error('backoffice_settings upsert returned no row');
  return row;
}

/**
 * Records that a call to Efí answered (`call` names it, e.g. `reconciliation`,
 * `connection_test`): one small upsert, shown on the backoffice's settings page.
 */
export async function recordEfiSuccess(db: Database, call: string, at: Date): Promise<void> {
  await db
    .insert(backofficeSettings)
    .values({ id: 1, efiLastSuccessAt: at, efiLastSuccessCall: call })
    .onConflictDoUpdate({
      target: backofficeSettings.id,
      set: { efiLastSuccessAt: at, efiLastSuccessCall: call },
      // A late writer never moves the time back.
      setWhere: sql`${backofficeSettings.efiLastSuccessAt} is null or ${backofficeSettings.efiLastSuccessAt} <= ${at.toISOString()}::timestamptz`,
    });
}
