import type { LoginBody, SessionUser } from '@rumo/shared/auth/contracts';
import { useState } from 'react';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

export async function login(body: LoginBody): Promise<SessionUser> {
  return requireData(await api.post<SessionUser>('/auth/login', body));
}

interface LoginCallbacks {
  onSuccess: (user: SessionUser) => void;
  onError: (error: unknown) => void;
}

/**
 * Signs in and stores the session (spec §4 save-and-verify). A plain hook, not React Query:
 * the sign-in page has nothing to cache, and /login stays light without the data client.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = (body: LoginBody, { onSuccess, onError }: LoginCallbacks) => {
    setPending(true);
    login(body)
      .then((user) => {
        sessionStore.save(user);
        return user;
      })
      .then(onSuccess, onError)
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
