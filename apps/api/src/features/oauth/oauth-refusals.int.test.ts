import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent, freePort, MemoryOAuthProvider } from '../../test/oauth-fixtures';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
let base: string;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ now: clock.now, config: { publicUrl: base } });
  await t.app.listen({ host: '127.0.0.1', port });
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
});
afterAll(() => t.close());

const mcpUrl = () => new URL('/mcp', base);

/** A registered client and a fresh code `person` consented to, not exchanged yet. */
async function freshCode(person: { headers: Record<string, string> }) {
  const provider = new MemoryOAuthProvider();
  await auth(provider, { serverUrl: mcpUrl() });
  if (!provider.authorizationUrl) throw new Error('no authorization URL');
  const back = await consent(t, provider.authorizationUrl, person.headers);
  return { provider, code: back.searchParams.get('code') ?? '' };
}

async function exchange(
  fresh: Awaited<ReturnType<typeof freshCode>>,
  overrides: Record<string, string> = {},
) {
  const answer = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: fresh.code,
      code_verifier: fresh.provider.verifier,
      client_id: String(fresh.provider.client?.client_id),
      redirect_uri: fresh.provider.redirectUrl,
      resource: `${base}/mcp`,
      ...overrides,
    }),
  });
  return { status: answer.status, body: await answer.json() };
}

const mcpStatus = async (token: string) =>
  (
    await fetch(mcpUrl(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
  ).status;

describe('OAuth refusals', () => {
  it('refuses a wrong PKCE verifier, redirect_uri or resource, and an expired code', async () => {
    const wrongVerifier = await exchange(await freshCode(acme.user), {
      code_verifier: 'x'.repeat(43),
    });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const wrongRedirect = await exchange(await freshCode(acme.user), {
      redirect_uri: 'http://localhost:9999/other',
    });
    expect(wrongRedirect).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const wrongResource = await exchange(await freshCode(acme.user), {
      resource: 'https://evil.example/mcp',
    });
    expect(wrongResource).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
    const late = await freshCode(acme.user);
    clock.advanceMs(2 * 60 * 1000 + 1);
    expect(await exchange(late)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const inTime = await freshCode(acme.user);
    clock.advanceMs(2 * 60 * 1000 - 1);
    expect((await exchange(inTime)).status).toBe(200);
  });

  it('spends a code once: a replay fails and revokes what the code gave', async () => {
    const fresh = await freshCode(acme.user);
    const first = await exchange(fresh);
    expect(first.status).toBe(200);
    expect(await mcpStatus(first.body.access_token)).toBe(200);
    expect(await exchange(fresh)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await mcpStatus(first.body.access_token)).toBe(401);
  });

  it('refuses a wrong resource and a foreign redirect_uri at /oauth/authorize', async () => {
    const provider = new MemoryOAuthProvider();
    await auth(provider, { serverUrl: mcpUrl() });
    const url = provider.authorizationUrl;
    if (!url) throw new Error('no authorization URL');
    url.searchParams.set('resource', 'https://evil.example/mcp');
    const wrongResource = await fetch(url, { redirect: 'manual' });
    const back = new URL(String(wrongResource.headers.get('location')));
    expect(back.origin + back.pathname).toBe(provider.redirectUrl);
    expect(back.searchParams.get('error')).toBe('invalid_target');
    url.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const foreign = await fetch(url, { redirect: 'manual' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('registers only https or loopback http redirect URIs', async () => {
    const register = (redirect_uris: unknown) =>
      fetch(`${base}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'X', redirect_uris }),
      });
    for (const bad of [[], ['http://example.com/cb'], ['https://a.example/cb#x'], 'x']) {
      const answer = await register(bad);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toBe('invalid_redirect_uri');
    }
    expect((await register(['https://chatgpt.com/connector_platform_oauth_redirect'])).status).toBe(
      201,
    );
  });

  it('keeps grants in their company: a member revokes only theirs, an admin any of the company', async () => {
    const [first, second] = acme.users;
    if (!first || !second) throw new Error('members missing');
    const mine = await exchange(await freshCode(first));
    expect(mine.status).toBe(200);
    const list = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/oauth/connected-apps', headers })).json()
        .data as { id: string; userId: string }[];
    const grantId = (await list(first.headers))[0]?.id ?? '';
    expect(await list(second.headers)).toEqual([]);
    expect(await list(other.admin.headers)).toEqual([]);
    expect((await list(acme.admin.headers)).map((row) => row.id)).toContain(grantId);
    const revoke = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/oauth/connected-apps/${grantId}`, headers });
    expect((await revoke(second.headers)).statusCode).toBe(404);
    expect((await revoke(other.admin.headers)).statusCode).toBe(404);
    expect(await mcpStatus(mine.body.access_token)).toBe(200);
    expect((await revoke(acme.admin.headers)).statusCode).toBe(200);
    expect(await mcpStatus(mine.body.access_token)).toBe(401);
  });
});
