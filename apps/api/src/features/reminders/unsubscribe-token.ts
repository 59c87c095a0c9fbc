import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ReminderKind, reminderKindSchema } from '@rumo/shared/reminders/contracts';
import { z } from 'zod';

const SIGNATURE_BYTES = 16;

const signatureOf = (userId: string, kind: ReminderKind, secret: string) =>
  createHmac('sha256', secret)
    .update(`rumo:unsubscribe:${userId}:${kind}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

/**
 * The token of an e-mail's "cancelar" link: who and which e-mail, signed with the server's secret,
 * so it works signed out and cannot be forged for someone else. It never expires: an old e-mail's
 * link must still stop the next one.
 */
export function unsubscribeToken(userId: string, kind: ReminderKind, secret: string): string {
  return `${userId}.${kind}.${signatureOf(userId, kind, secret).toString('base64url')}`;
}

/** The person and e-mail a token names, or null when this server did not sign it. */
export function readUnsubscribeToken(
  token: string,
  secret: string,
): { userId: string; kind: ReminderKind } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  const parsedUser = z.uuid().safeParse(userId);
  const parsedKind = reminderKindSchema.safeParse(kind);
  if (!parsedUser.success || !parsedKind.success || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(parsedUser.data, parsedKind.data, secret);
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) return null;
  return { userId: parsedUser.data, kind: parsedKind.data };
}
