import { type EfiNotificationEntry, notificationResponseSchema } from '../schemas/notifications.js';
import type { Call } from './call.js';

export interface EfiNotificationsApi {
  /**
   * The ordered history of every change behind a callback token. Reading it tells Efí the
   * callback was delivered; apply each `(token, entry.id)` once.
   */
  getNotification(token: string): Promise<EfiNotificationEntry[]>;
}

export function notificationsApi(call: Call): EfiNotificationsApi {
  return {
    async getNotification(token) {
      const path = `/v1/notification/${encodeURIComponent(token)}`;
      const reply = await call(
        { method: 'GET', path, retry: 'always' },
        notificationResponseSchema,
      );
      return reply.data;
    },
  };
}
