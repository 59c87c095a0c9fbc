import type { UpdateProfileBody, User } from '@rumo/shared/auth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  return requireData(await authApi.put<User>('/profile', body));
}

/** Keeps the stored session in step with the answered user (the token stays). */
export function storeUpdatedUser(user: User) {
  const { token } = sessionStore.getState().user;
  sessionStore.save({ ...user, token });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      storeUpdatedUser(user);
      queryClient.setQueryData(['auth', 'me'], user);
    },
  });
}
