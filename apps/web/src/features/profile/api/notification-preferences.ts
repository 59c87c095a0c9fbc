import type { NotificationPreferences } from '@rumo/shared/reminders/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';

const preferencesKey = ['profile', 'notifications'] as const;

/** GET /api/profile/notifications: which reminder e-mails the person gets. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) =>
      requireData(await authApi.get<NotificationPreferences>('/profile/notifications', { signal })),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** PUT /api/profile/notifications, shown at once and put back if the save fails. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationPreferences) =>
      requireData(await authApi.put<NotificationPreferences>('/profile/notifications', body)),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(preferencesKey);
      queryClient.setQueryData(preferencesKey, body);
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
