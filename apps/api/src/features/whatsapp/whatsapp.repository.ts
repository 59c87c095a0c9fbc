import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type WhatsappConversation, whatsappLinks } from './whatsapp.table';

export type WhatsappLinkRow = typeof whatsappLinks.$inferSelect;

export async function findLinkOfUser(
  db: Database,
  companyId: string,
  userId: string,
): Promise<WhatsappLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappLinks)
    .where(and(eq(whatsappLinks.companyId, companyId), eq(whatsappLinks.userId, userId)));
  return row;
}

/** Someone else's linked number (a number links one person only). */
export async function findVerifiedOwner(
  db: Database,
  phone: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: whatsappLinks.userId })
    .from(whatsappLinks)
    .where(and(eq(whatsappLinks.phone, phone), isNotNull(whatsappLinks.verifiedAt)));
  return row;
}

/** The person's number, pending again with a fresh code (a new number replaces the old one). */
export async function savePendingLink(
  db: Database,
  values: {
    companyId: string;
    userId: string;
    phone: string;
    codeHash: string;
    codeSentAt: Date;
    codeExpiresAt: Date;
  },
): Promise<WhatsappLinkRow> {
  const pending = { ...values, verifiedAt: null, codeAttempts: 0, conversation: null };
  const [row] = await db
    .insert(whatsappLinks)
    .values(pending)
    .onConflictDoUpdate({ target: whatsappLinks.userId, set: pending })
    .returning();
  if (!row) throw new Error('whatsapp link upsert returned no row');
  return row;
}

export async function updateLink(
  db: Database,
  id: string,
  values: Partial<Omit<WhatsappLinkRow, 'id' | 'companyId' | 'userId'>>,
): Promise<WhatsappLinkRow | undefined> {
  const [row] = await db
    .update(whatsappLinks)
    .set(values)
    .where(eq(whatsappLinks.id, id))
    .returning();
  return row;
}

export async function deleteLink(db: Database, companyId: string, userId: string): Promise<void> {
  await db
    .delete(whatsappLinks)
    .where(and(eq(whatsappLinks.companyId, companyId), eq(whatsappLinks.userId, userId)));
}

/** The active person a linked number belongs to, with their role (one statement). */
export async function findLinkedPerson(db: Database, phone: string) {
  const [row] = await db
    .select({
      linkId: whatsappLinks.id,
      companyId: whatsappLinks.companyId,
      userId: whatsappLinks.userId,
      phone: whatsappLinks.phone,
      conversation: whatsappLinks.conversation,
      name: users.name,
      role: users.role,
    })
    .from(whatsappLinks)
    .innerJoin(users, eq(users.id, whatsappLinks.userId))
    .where(
      and(
        eq(whatsappLinks.phone, phone),
        isNotNull(whatsappLinks.verifiedAt),
        eq(users.status, 'active'),
      ),
    );
  return row;
}
export type LinkedPerson = NonNullable<Awaited<ReturnType<typeof findLinkedPerson>>>;

export async function saveConversation(
  db: Database,
  linkId: string,
  conversation: WhatsappConversation | null,
): Promise<void> {
  await db.update(whatsappLinks).set({ conversation }).where(eq(whatsappLinks.id, linkId));
}

/** The linked numbers of some people of a company (reminders). */
export async function findLinkedPhones(
  db: Database,
  companyId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: whatsappLinks.userId, phone: whatsappLinks.phone })
    .from(whatsappLinks)
    .where(
      and(
        eq(whatsappLinks.companyId, companyId),
        inArray(whatsappLinks.userId, userIds),
        isNotNull(whatsappLinks.verifiedAt),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.phone]));
}
