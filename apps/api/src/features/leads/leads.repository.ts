import type { Database } from '../../db/database';
import { leads, type NewLeadRow } from './leads.table';

export async function insertLead(db: Database, lead: NewLeadRow): Promise<void> {
  await db.insert(leads).values(lead);
}
