import type { LoginBody, SessionUser } from '@rumo/shared/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export async function login(body: LoginBody): Promise<SessionUser> {
  return requireData(await api.post<SessionUser>('/auth/login', body));
}

/** Signs in and stores the session (spec §4 save-and-verify). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => sessionStore.save(user),
  });
}
