import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { OAUTH_SCOPES } from '@rumo/shared/oauth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf } from '../../test/mcp-fixtures';
import { consent, freePort, MemoryOAuthProvider } from '../../test/oauth-fixtures';
import { createCompanyWithUsers, createCycle, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
let base: string;
let acme: FixtureCompany;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ now: clock.now, config: { publicUrl: base } });
  await t.app.listen({ host: '127.0.0.1', port });
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const mcpUrl = () => new URL('/mcp', base);

async function callMyWeek(provider: MemoryOAuthProvider) {
  const client = new Client({ name: 'rumo-oauth-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
  try {
    return await client.callTool({ name: 'my_week', arguments: {} });
  } finally {
    await client.close();
  }
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

/** DCR → authorize → consent (as `person`) → token, with the SDK's own `auth()`. */
async function connect(person: { headers: Record<string, string> }, name = 'Claude') {
  const provider = new MemoryOAuthProvider(undefined, name);
  expect(await auth(provider, { serverUrl: mcpUrl() })).toBe('REDIRECT');
  if (!provider.authorizationUrl) throw new Error('no authorization URL');
  const back = await consent(t, provider.authorizationUrl, person.headers);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back}`);
  expect(back.searchParams.get('iss')).toBe(base);
  expect(await auth(provider, { serverUrl: mcpUrl(), authorizationCode: code })).toBe('AUTHORIZED');
  return { provider, code };
}

describe('OAuth for /mcp with the SDK client', () => {
  it('advertises its metadata and challenges /mcp with resource_metadata', async () => {
    const challenge = await fetch(mcpUrl(), { method: 'POST' });
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toContain(
      `resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
    );
    const resource = await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(resource).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base] });
    const server = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({
      issuer: base,
      code_challenge_methods_supported: ['S256'],
      registration_endpoint: `${base}/oauth/register`,
    });
  });

  it('runs DCR → consent → token → MCP call → refresh (rotated) → revoke → 401', async () => {
    const { provider } = await connect(acme.user);
    expect(provider.stored?.scope).toBe(OAUTH_SCOPES.join(' '));
    const week = await callMyWeek(provider);
    expect(week.isError).toBeFalsy();
    expect(jsonOf(week)).toHaveProperty('keyResults');

    const first = provider.stored;
    if (!first?.refresh_token) throw new Error('no refresh token');
    expect(await auth(provider, { serverUrl: mcpUrl() })).toBe('AUTHORIZED');
    const second = provider.stored;
    expect(second?.access_token).not.toBe(first.access_token);
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(await mcpStatus(first.access_token)).toBe(401);
    const replay = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        client_id: String(provider.client?.client_id),
      }),
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');
    expect(await mcpStatus(String(second?.access_token))).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/connected-apps',
      headers: acme.user.headers,
    });
    const [app] = list.json().data;
    expect(app).toMatchObject({ clientName: 'Claude', userId: acme.user.id });
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/oauth/connected-apps/${app.id}`,
      headers: acme.user.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(await mcpStatus(String(second?.access_token))).toBe(401);
  });
});
