import type { ForgotPasswordBody, MessageResponse } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

export async function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return requireData(await api.post<MessageResponse>('/auth/forgot-password', body));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
