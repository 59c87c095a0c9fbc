import type { UnsubscribeBody, UnsubscribeResponse } from '@rumo/shared/reminders/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

/** POST /api/notifications/unsubscribe: signed out, with the e-mail link's token. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (body: UnsubscribeBody) =>
      requireData(await api.post<UnsubscribeResponse>('/notifications/unsubscribe', body)),
  });
}
