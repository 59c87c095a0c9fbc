import type { ActivateBody, MessageResponse } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

/** POST /api/auth/activate with the password the invited person chose. */
export async function acceptInvitation(body: ActivateBody): Promise<MessageResponse> {
  return requireData(await api.post<MessageResponse>('/auth/activate', body));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
