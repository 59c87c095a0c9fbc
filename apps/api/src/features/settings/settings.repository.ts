import { DEFAULT_TIME_ZONE } from '@rumo/shared/okr/week';
import type { CompanySettings } from '@rumo/shared/settings/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/public';
import { companySettings } from './settings.table';

/** What a company without a settings row gets (the table's column defaults). */
export const DEFAULT_COMPANY_SETTINGS = {
  logo: null,
  checkInWeekDay: 1,
  timeZone: DEFAULT_TIME_ZONE,
  defaultCycleLengthMonths: 3,
  escalateCheckInsAfterDays: null,
  approvalRequired: false,
  milestoneKeyResults: false,
} as const;

/**
 * The company's settings with defaults filled in; undefined only for an unknown company.
 * Other features (check-ins, dashboard) read the week day and time zone through it.
 */
export async function findCompanySettings(
  db: Database,
  companyId: string,
): Promise<CompanySettings | undefined> {
  const [row] = await db
    .select({
      companyName: companies.name,
      logo: companySettings.logo,
      checkInWeekDay: companySettings.checkInWeekDay,
      timeZone: companySettings.timeZone,
      defaultCycleLengthMonths: companySettings.defaultCycleLengthMonths,
      escalateCheckInsAfterDays: companySettings.escalateCheckInsAfterDays,
      approvalRequired: companySettings.approvalRequired,
      milestoneKeyResults: companySettings.milestoneKeyResults,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) return undefined;
  return {
    companyName: row.companyName,
    logo: row.logo ?? DEFAULT_COMPANY_SETTINGS.logo,
    checkInWeekDay: row.checkInWeekDay ?? DEFAULT_COMPANY_SETTINGS.checkInWeekDay,
    timeZone: row.timeZone ?? DEFAULT_COMPANY_SETTINGS.timeZone,
    defaultCycleLengthMonths:
      row.defaultCycleLengthMonths ?? DEFAULT_COMPANY_SETTINGS.defaultCycleLengthMonths,
    escalateCheckInsAfterDays: row.escalateCheckInsAfterDays ?? null,
    approvalRequired: row.approvalRequired ?? DEFAULT_COMPANY_SETTINGS.approvalRequired,
    milestoneKeyResults: row.milestoneKeyResults ?? DEFAULT_COMPANY_SETTINGS.milestoneKeyResults,
  };
}

export async function updateCompanyName(db: Database, companyId: string, name: string) {
  await db.update(companies).set({ name }).where(eq(companies.id, companyId));
}

type SettingsValues = Partial<
  Pick<
    typeof companySettings.$inferInsert,
    | 'logo'
    | 'checkInWeekDay'
    | 'timeZone'
    | 'defaultCycleLengthMonths'
    | 'escalateCheckInsAfterDays'
    | 'approvalRequired'
    | 'milestoneKeyResults'
  >
>;

/** Creates the row on first save; columns not given keep their value (or default). */
export async function upsertCompanySettings(
  db: Database,
  companyId: string,
  values: SettingsValues,
): Promise<void> {
  await db
    .insert(companySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
