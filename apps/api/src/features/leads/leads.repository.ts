import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads, type NewLeadRow } from './leads.table';

export async function insertLead(db: Database, lead: NewLeadRow): Promise<void> {
  await db.insert(leads).values(lead);
}

/**
 * An e-mail typed at checkout: one open lead per address (source `checkout`), refreshed on each
 * visit, so an abandoned checkout reaches sales once.
 */
export async function upsertCheckoutLead(
  db: Database,
  lead: { email: string; name: string | null; company: string | null; message: string | null },
): Promise<void> {
  const [open] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.source, 'checkout'), eq(leads.email, lead.email), eq(leads.status, 'new')));
  if (open) {
    await db
      .update(leads)
      .set({
        ...(lead.name ? { name: lead.name } : {}),
        ...(lead.company ? { company: lead.company } : {}),
        ...(lead.message ? { message: lead.message } : {}),
      })
      .where(eq(leads.id, open.id));
    return;
  }
  await db.insert(leads).values({
    source: 'checkout',
    email: lead.email,
    name: lead.name ?? lead.email,
    company: lead.company,
    message: lead.message,
  });
}

/** The buyer paid: their abandoned-checkout lead is converted, not a sale to chase. */
export async function markCheckoutLeadConverted(db: Database, email: string): Promise<void> {
  await db
    .update(leads)
    .set({ status: 'converted' })
    .where(and(eq(leads.source, 'checkout'), eq(leads.email, email), eq(leads.status, 'new')));
}
