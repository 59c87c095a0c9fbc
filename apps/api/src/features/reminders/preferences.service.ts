import { errorCodes } from '@rumo/shared/common/errors';
import {
  type NotificationPreferences,
  reminderMessages,
  type UnsubscribeResponse,
} from '@rumo/shared/reminders/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { findPreferences, savePreferences, userExists } from './preferences.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export const getPreferences = findPreferences;

export function updatePreferences(
  db: Database,
  userId: string,
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  return savePreferences(db, userId, body);
}

/** The e-mail's "cancelar" link, signed out: turns that e-mail off for the person it names. */
export async function unsubscribe(
  db: Database,
  secret: string,
  token: string,
): Promise<UnsubscribeResponse> {
  const signed = readUnsubscribeToken(token, secret);
  if (!signed || !(await userExists(db, signed.userId))) {
    throw badRequest(errorCodes.invalidToken, reminderMessages.invalidToken);
  }
  await savePreferences(
    db,
    signed.userId,
    signed.kind === 'check_in' ? { checkInReminder: false } : { weeklyDigest: false },
  );
  return { kind: signed.kind };
}
