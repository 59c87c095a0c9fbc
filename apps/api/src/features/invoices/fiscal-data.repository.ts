import type { FiscalDataInput } from '@rumo/shared/billing/fiscal-data';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../billing/public';
import { type CompanyFiscalDataRow, companyFiscalData } from './invoices.table';

export async function readCompanyFiscalData(
  db: Database,
  companyId: string,
): Promise<CompanyFiscalDataRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFiscalData)
    .where(eq(companyFiscalData.companyId, companyId));
  return row;
}

/** The payer given at checkout (kept on the subscription for Efí), when there is one. */
export async function readStoredPayer(db: Database, companyId: string) {
  const [row] = await db
    .select({ payer: subscriptions.payer })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row?.payer ?? null;
}

export async function saveCompanyFiscalData(
  db: Database,
  companyId: string,
  input: FiscalDataInput,
  at: Date,
): Promise<CompanyFiscalDataRow> {
  const values = {
    document: input.document,
    name: input.name,
    email: input.email,
    address: { ...input.address, complement: input.address.complement ?? '' },
    updatedAt: at,
  };
  const [row] = await db
    .insert(companyFiscalData)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyFiscalData.companyId, set: values })
    .returning();
  if (!row) throw new Error('fiscal data not saved');
  return row;
}
