import type { MessageResponse, RegisterBody } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';

export async function register(body: RegisterBody): Promise<MessageResponse> {
  return requireData(await api.post<MessageResponse>('/auth/register', body));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
