import type { MessageResponse, ResetPasswordBody } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return requireData(await api.post<MessageResponse>('/auth/reset-password', body));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
