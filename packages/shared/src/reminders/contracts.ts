import { z } from 'zod';

/** The two e-mails a person may turn off: the check-in reminder and the weekly digest. */
export const REMINDER_KINDS = ['check_in', 'digest'] as const;
export const reminderKindSchema = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** GET/PUT /api/profile/notifications: a missing choice is on. */
export const notificationPreferencesSchema = z.object({
  checkInReminder: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** POST /api/notifications/unsubscribe: the signed token of an e-mail's "cancelar" link. */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(300) });
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
export const unsubscribeResponseSchema = z.object({ kind: reminderKindSchema });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** POST /api/dev/reminders/run (never in production): runs the hourly job at a given instant. */
export const runRemindersBodySchema = z.object({ at: z.iso.datetime({ offset: true }) });
export const runRemindersResponseSchema = z.object({
  companies: z.number().int(),
  checkInReminders: z.number().int(),
  digests: z.number().int(),
});
export type RunRemindersResponse = z.infer<typeof runRemindersResponseSchema>;

/** The web pages the e-mails link to (query `kr` opens the guided check-in on that key result). */
export const CHECK_IN_PATH = '/check-in';
export const CHECK_IN_KEY_RESULT_PARAM = 'kr';
export const UNSUBSCRIBE_PATH = '/notificacoes/cancelar';

export const reminderMessages = {
  invalidToken: 'Este link de cancelamento é inválido. Ajuste suas preferências em Meu Perfil.',
  kindLabels: {
    check_in: 'lembretes de check-in',
    digest: 'resumo semanal',
  } satisfies Record<ReminderKind, string>,
} as const;
