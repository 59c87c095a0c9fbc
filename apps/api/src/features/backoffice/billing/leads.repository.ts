import type { StaffLead, StaffLeadQuery } from '@rumo/shared/backoffice/billing/leads';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../lib/like-pattern';
import { type LeadRow, leads } from '../../leads/public';
import { staffUsers } from '../backoffice.table';
import { dayRange, offsetOf } from './lists';

const leadColumns = { lead: leads, ownerName: staffUsers.name };

function toStaffLead(row: { lead: LeadRow; ownerName: string | null }): StaffLead {
  const { lead } = row;
  return {
    id: lead.id,
    source: lead.source,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    companySize: lead.companySize,
    message: lead.message,
    owner:
      lead.ownerStaffId && row.ownerName ? { id: lead.ownerStaffId, name: row.ownerName } : null,
    notes: lead.notes,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

/** Leads, the newest first, with the total in the same statement. */
export async function listLeads(db: Database, query: StaffLeadQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    query.source ? eq(leads.source, query.source) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.ownerId ? eq(leads.ownerStaffId, query.ownerId) : undefined,
    dayRange(leads.createdAt, query.from, query.to),
    pattern
      ? or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))
      : undefined,
  );
  const rows = await db
    .select({ ...leadColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerStaffId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(leads, where) : 0);
  return { data: rows.map(toStaffLead), total };
}

export async function findStaffLead(db: Database, id: string): Promise<StaffLead | undefined> {
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerStaffId))
    .where(eq(leads.id, id));
  return row ? toStaffLead(row) : undefined;
}

export async function lockLead(db: Database, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

export async function updateLead(
  db: Database,
  id: string,
  changes: Partial<Pick<LeadRow, 'status' | 'ownerStaffId' | 'notes'>>,
) {
  await db.update(leads).set(changes).where(eq(leads.id, id));
}

export async function activeStaffExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.status, 'active')));
  return rows.length > 0;
}
