import type { ChangePasswordBody } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await authApi.put('/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
