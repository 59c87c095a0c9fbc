import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { NewAccount } from './data';

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  token: string;
  avatar: string | null;
  phone: string | null;
  position: string | null;
  company: string;
  id_team: string | null;
};

/**
 * Newest message sent to `to` (whose text contains `containing`, when given: a receipt may
 * arrive after the activation e-mail), polling the dev outbox until it arrives.
 */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  containing?: string,
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        expect(response.ok()).toBe(true);
        const body = (await response.json()) as { data: MailMessage[] };
        found = body.data.find(
          (message) =>
            message.to.toLowerCase() === to.toLowerCase() &&
            (containing === undefined || message.text.includes(containing)),
        );
        return found !== undefined;
      },
      { message: `an e-mail to ${to} in /api/dev/mailbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found as MailMessage;
}

/** The first link in the message's text whose path starts with `path`. */
export function linkIn(message: MailMessage, path: string): string {
  const links = message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in e-mail "${message.subject}": ${message.text}`);
  return link;
}

/**
 * A client address of its own (TRUST_PROXY in the e2e server), so set-up done through the API
 * does not use up the per-address limits (sign-ups, e-mailed links) that the browser's flows
 * share from 127.0.0.1 while the suite runs on two workers.
 */
export const ownAddress = () => ({
  'x-forwarded-for': `10.77.${randomInt(256)}.${randomInt(256)}`,
});

export async function registerViaApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/auth/register', {
    headers: ownAddress(),
    data: account,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Follows the activation link e-mailed to `email`; an invitation needs the chosen `password`. */
export async function activateViaApi(request: APIRequestContext, email: string, password?: string) {
  const link = linkIn(await latestMailTo(request, email), '/activate-account');
  const token = new URL(link).searchParams.get('token');
  const response = await request.post('/api/auth/activate', {
    headers: ownAddress(),
    data: { token, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function loginViaApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<SessionUser> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionUser;
}

/** Revokes a token server-side, as a logout from another device would. */
export async function revokeToken(request: APIRequestContext, token: string) {
  const response = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(204);
}
