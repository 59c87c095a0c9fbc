import type { APIRequestContext } from '@playwright/test';
import {
  activateViaApi,
  latestMailTo,
  linkIn,
  loginViaApi,
  registerViaApi,
  type SessionUser,
} from './api';
import { newAccount } from './data';
import { bearer, expect } from './okr';

/** A freshly registered company: no cycle, no objective; its admin's session. */
export async function emptyCompanyAdmin(request: APIRequestContext): Promise<SessionUser> {
  const account = newAccount('Vazia');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  return loginViaApi(request, account);
}

/** Invites a member through the API; returns the invitation link from the e-mail. */
export async function inviteMember(request: APIRequestContext, admin: SessionUser) {
  const email = `e2e-membro-${Date.now()}@example.com`;
  const response = await request.post('/api/users/invite', {
    headers: bearer(admin.token),
    data: { name: 'Membro Convidado', email, role: 'user' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const link = linkIn(await latestMailTo(request, email), '/activate-account');
  return { email, link };
}
