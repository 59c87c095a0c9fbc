import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type EmailOutboxRow, emailOutbox } from './mail.table';

export interface OutboxMessage {
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  template: string;
}

export async function insertOutboxMessage(db: Database, message: OutboxMessage): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, error: null })
    .where(eq(emailOutbox.id, id));
}

export async function markOutboxFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', error: error.slice(0, 1000) })
    .where(eq(emailOutbox.id, id));
}

/** Newest first; the dev mailbox shows only the latest messages. */
export async function listOutbox(db: Database, limit: number): Promise<EmailOutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
