import { normalizeCityName } from '@rumo/shared/billing/city-names';
import type { FiscalData, FiscalDataInput } from '@rumo/shared/billing/fiscal-data';
import { cityCodeByName, municipalityByCode } from '@rumo/shared/billing/municipalities';
import type { Database } from '../../db/database';
import type { StoredPayer } from '../billing/public';
import {
  readCompanyFiscalData,
  readStoredPayer,
  saveCompanyFiscalData,
} from './fiscal-data.repository';
import { wakeCompanyInvoices } from './invoices.repository';
import type { CompanyFiscalDataRow } from './invoices.table';

/**
 * The city's IBGE code: the one stored with the address while it still names that city (a card
 * change may have replaced the address alone), else found by the city's name and UF. Payers and
 * fiscal data saved before checkout asked for the code get it here, when it is used.
 */
function cityCode(address: { city: string; state: string }, stored: string | null | undefined) {
  const municipality = stored ? municipalityByCode(stored) : null;
  const stillThatCity =
    municipality?.stateCode === address.state &&
    normalizeCityName(municipality.name) === normalizeCityName(address.city);
  return stillThatCity ? municipality.code : cityCodeByName(address.city, address.state);
}

const fromRow = (row: CompanyFiscalDataRow): FiscalData => ({
  document: row.document,
  name: row.name,
  email: row.email,
  address: { ...row.address, ibgeCode: cityCode(row.address, row.address.ibgeCode) },
  source: 'company',
  updatedAt: row.updatedAt.toISOString(),
});

/** A company buyer's razão social, a person's name (as checkout gave them to Efí). */
const fromPayer = (payer: StoredPayer): FiscalData => ({
  document: payer.document,
  name: payer.document.length === 14 ? (payer.company ?? payer.name) : payer.name,
  email: payer.email,
  address: { ...payer.address, ibgeCode: cityCode(payer.address, payer.ibgeCode) },
  source: 'checkout',
  updatedAt: null,
});

/**
 * Who the company's notas fiscais are issued to: what the admin saved in the billing tab, else
 * the payer given at checkout; null when neither exists (a company that never bought).
 */
export async function companyFiscalData(
  db: Database,
  companyId: string,
): Promise<FiscalData | null> {
  const saved = await readCompanyFiscalData(db, companyId);
  if (saved) return fromRow(saved);
  const payer = await readStoredPayer(db, companyId);
  return payer ? fromPayer(payer) : null;
}

export async function updateCompanyFiscalData(
  db: Database,
  companyId: string,
  input: FiscalDataInput,
  now: Date,
): Promise<FiscalData> {
  return db.transaction(async (tx) => {
    const saved = await saveCompanyFiscalData(tx, companyId, input, now);
    // Notas refused for the tomador's data (or waiting) are sent again with the new data.
    await wakeCompanyInvoices(tx, companyId, now);
    return fromRow(saved);
  });
}
