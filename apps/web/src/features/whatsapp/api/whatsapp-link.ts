import type {
  StartWhatsappLinkBody,
  VerifyWhatsappLinkBody,
  WhatsappLink,
} from '@rumo/shared/whatsapp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const linkKey = ['whatsapp', 'link'] as const;

/** GET /api/whatsapp/link; null when WhatsApp is not configured on this install (404). */
export const whatsappLinkQuery = () =>
  queryOptions({
    queryKey: linkKey,
    queryFn: async ({ signal }): Promise<WhatsappLink | null> => {
      try {
        return requireData(await authApi.get<WhatsappLink>('/whatsapp/link', { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useWhatsappLink() {
  return useQuery(whatsappLinkQuery());
}

function useLinkMutation<B>(call: (body: B) => Promise<WhatsappLink | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (link) =>
      queryClient.setQueryData(
        linkKey,
        link ?? {
          status: 'none',
          phone: null,
          linkedAt: null,
          codeExpiresAt: null,
          lastMessage: null,
        },
      ),
  });
}

/** POST /api/whatsapp/link: sends the 6-digit code by WhatsApp. */
export const useStartWhatsappLink = () =>
  useLinkMutation(async (body: StartWhatsappLinkBody) =>
    requireData(await authApi.post<WhatsappLink>('/whatsapp/link', body)),
  );

/** POST /api/whatsapp/link/verify: links the number. */
export const useVerifyWhatsappLink = () =>
  useLinkMutation(async (body: VerifyWhatsappLinkBody) =>
    requireData(await authApi.post<WhatsappLink>('/whatsapp/link/verify', body)),
  );

/** DELETE /api/whatsapp/link. */
export const useUnlinkWhatsapp = () =>
  useLinkMutation(async (_: undefined) => {
    await authApi.delete('/whatsapp/link');
    return null;
  });
