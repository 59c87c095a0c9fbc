import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CheckoutSessionRow, checkoutSessions } from './checkout.table';

/** Claims an idempotency key; undefined when another request holds it already. */
export async function claimCheckout(
  db: Database,
  row: { idempotencyKey: string; email: string; planId: string; companyId: string | null },
): Promise<CheckoutSessionRow | undefined> {
  const [claimed] = await db
    .insert(checkoutSessions)
    .values(row)
    .onConflictDoNothing({ target: checkoutSessions.idempotencyKey })
    .returning();
  return claimed;
}

export async function findCheckoutByKey(
  db: Database,
  idempotencyKey: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findCheckout(db: Database, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** Takes back an attempt that failed before Efí was reached, so the same key may try again. */
export async function reclaimFailedCheckout(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ state: 'processing', error: null })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.state, 'failed')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function finishCheckout(
  db: Database,
  id: string,
  changes: Partial<
    Pick<CheckoutSessionRow, 'state' | 'result' | 'refusalReason' | 'error' | 'companyId'>
  >,
): Promise<void> {
  await db.update(checkoutSessions).set(changes).where(eq(checkoutSessions.id, id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of these Efí `custom_id`s, the checkout attempts that ended without a purchase (a refused card,
 * a failure Rumo undid): their Efí subscriptions were canceled and will never be Rumo's.
 */
export async function abandonedCheckoutIds(db: Database, ids: string[]): Promise<Set<string>> {
  const candidates = ids.filter((id) => UUID.test(id));
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        inArray(checkoutSessions.id, candidates),
        inArray(checkoutSessions.state, ['refused', 'failed']),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
