import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether the development mailbox exists (it is absent in production). */
export function useDevMailboxAvailable() {
  return useQuery({
    queryKey: ['dev', 'mailbox', 'available'],
    queryFn: async () => {
      try {
        await api.get('/dev/mailbox');
        return true;
      } catch {
        return false;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
