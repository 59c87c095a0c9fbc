import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../features/mail/mail.table';
import type { TestApp } from './test-app';

/** The newest outbox message sent to `to` (throws when there is none). */
export async function lastEmailTo(t: TestApp, to: string) {
  const [message] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!message) throw new Error(`no e-mail to ${to}`);
  return message;
}

/** The `token` query parameter of the link in the newest e-mail to `to`. */
export async function tokenFromLastEmail(t: TestApp, to: string): Promise<string> {
  const message = await lastEmailTo(t, to);
  const token = /[?&]token=([A-Za-z0-9_.-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no token link in the e-mail to ${to}`);
  return token;
}
