import type { SessionUser, User } from '@rumo/shared/auth/contracts';
import type { SsoDiscovery } from '@rumo/shared/sso/contracts';
import { api, requireData } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** GET /api/sso/discover: the SSO buttons of an e-mail's domain (asked by domain only). */
export async function discoverSso(domain: string, signal?: AbortSignal): Promise<SsoDiscovery> {
  return requireData(
    await api.get<SsoDiscovery>(`/sso/discover?domain=${encodeURIComponent(domain)}`, { signal }),
  );
}

/** Stores the session the SSO callback handed over (spec §4 save-and-verify, as the login). */
export async function finishSsoSignIn(token: string): Promise<SessionUser> {
  const me = requireData(
    await api.get<User>('/auth/me', { headers: { Authorization: `Bearer ${token}` } }),
  );
  const user = { ...me, token };
  sessionStore.save(user);
  return user;
}
