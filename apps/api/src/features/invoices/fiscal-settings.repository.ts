import type { FiscalSettings, FiscalSettingsInput } from '@rumo/shared/backoffice/fiscal-settings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type FiscalSettingsRow, fiscalSettings } from './invoices.table';

export async function readFiscalSettings(db: Database): Promise<FiscalSettingsRow | undefined> {
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.id, 1));
  return row;
}

export async function saveFiscalSettings(
  tx: Database,
  input: FiscalSettingsInput,
  by: { staffId: string; at: Date },
): Promise<FiscalSettingsRow> {
  const values = {
    cnpj: input.cnpj,
    razaoSocial: input.razaoSocial,
    inscricaoMunicipal: input.inscricaoMunicipal,
    municipioName: input.municipio.name,
    municipioState: input.municipio.state,
    municipioIbge: input.municipio.ibgeCode,
    taxRegime: input.taxRegime,
    serviceItem: input.serviceItem,
    municipalTaxCode: input.municipalTaxCode,
    issRateBasisPoints: Math.round(input.issRate * 100),
    descriptionTemplate: input.descriptionTemplate,
    updatedBy: by.staffId,
    updatedAt: by.at,
  };
  const [row] = await tx
    .insert(fiscalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: fiscalSettings.id, set: values })
    .returning();
  if (!row) throw new Error('fiscal settings not saved');
  return row;
}

/** The settings as the API answers them (and as the audit log records them, without dates). */
export function fiscalSettingsView(row: FiscalSettingsRow): FiscalSettings {
  return {
    cnpj: row.cnpj,
    razaoSocial: row.razaoSocial,
    inscricaoMunicipal: row.inscricaoMunicipal,
    municipio: {
      name: row.municipioName,
      state: row.municipioState as FiscalSettings['municipio']['state'],
      ibgeCode: row.municipioIbge,
    },
    taxRegime: row.taxRegime,
    serviceItem: row.serviceItem,
    municipalTaxCode: row.municipalTaxCode,
    issRate: row.issRateBasisPoints / 100,
    descriptionTemplate: row.descriptionTemplate,
    updatedAt: row.updatedAt.toISOString(),
  };
}
