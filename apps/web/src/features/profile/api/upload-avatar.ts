import type { User } from '@rumo/shared/auth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { storeUpdatedUser } from './update-profile';

export async function uploadAvatar(file: File): Promise<User> {
  const formData = new FormData();
  formData.append('avatar', file);
  return requireData(await authApi.upload<User>('/profile/avatar', formData));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      storeUpdatedUser(user);
      queryClient.setQueryData(['auth', 'me'], user);
    },
  });
}
