import { SCIM_SCHEMAS, scimMessages } from '@rumo/shared/scim/resources';
import { scimTokenMessages } from '@rumo/shared/scim/tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { scimTokens } from './scim.table';
import { createScimClient } from './scim-fixtures';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
let company: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
});
afterAll(() => t.close());

const withToken = (token: string | undefined, url = '/scim/v2/Users') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

const refused = { schemas: [SCIM_SCHEMAS.error], status: '401', detail: scimMessages.unauthorized };

describe('SCIM tokens (Configurações › Segurança)', () => {
  it('is created by an admin, shown once, listed by prefix and stored as its SHA-256', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/scim-tokens',
      headers: company.admin.headers,
      payload: { name: 'Okta', expiresOn: '2026-12-31' },
    });
    expect(created.statusCode).toBe(201);
    const { token, secret, baseUrl } = created.json();
    expect(secret).toMatch(/^rumo_scim_[A-Za-z0-9_-]{43}$/);
    expect(baseUrl).toBe(`${t.app.config.publicUrl}/scim/v2`);
    expect(token).toMatchObject({
      name: 'Okta',
      prefix: secret.slice(0, 16),
      createdBy: company.admin.id,
      lastUsedAt: null,
      expiresAt: '2026-12-31T23:59:59.999Z',
    });
    const [row] = await t.db.select().from(scimTokens).where(eq(scimTokens.id, token.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    expect((await withToken(secret)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/scim-tokens',
      headers: company.admin.headers,
    });
    const listed = list.json().data.find((item: { id: string }) => item.id === token.id);
    expect(listed).toMatchObject({ prefix: token.prefix, lastUsedAt: clock.now().toISOString() });
    expect(list.body).not.toContain(secret);
  });

  it('refuses a member, a past expiry and an empty name', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/scim-tokens',
      headers: company.users[0]?.headers,
      payload: { name: 'Eu mesmo' },
    });
    expect(member.statusCode).toBe(403);
    const memberList = await t.app.inject({
      method: 'GET',
      url: '/api/scim-tokens',
      headers: company.users[0]?.headers,
    });
    expect(memberList.statusCode).toBe(403);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/scim-tokens',
      headers: company.admin.headers,
      payload: { name: 'Velho', expiresOn: '2026-03-09' },
    });
    expect(past.json()).toMatchObject({ statusCode: 400, message: scimTokenMessages.expiryPast });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/scim-tokens',
      headers: company.admin.headers,
      payload: { name: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('SCIM authentication', () => {
  it('refuses missing, wrong, revoked and expired tokens and a session token, in SCIM’s schema', async () => {
    const missing = await withToken(undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['content-type']).toContain('application/scim+json');
    expect(missing.json()).toEqual(refused);
    expect((await withToken('rumo_scim_wrongwrongwrongwrongwrongwrongwrongwrong')).json()).toEqual(
      refused,
    );
    // A customer's session token does not open SCIM.
    expect((await withToken(company.admin.token)).statusCode).toBe(401);

    const revocable = await createScimClient(t, company.admin, { name: 'Para revogar' });
    expect((await withToken(revocable.token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(scimTokens).where(eq(scimTokens.name, 'Para revogar'));
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/scim-tokens/${row?.id}`,
      headers: company.admin.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await withToken(revocable.token)).json()).toEqual(refused);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/scim-tokens/${row?.id}`,
      headers: company.admin.headers,
    });
    expect(again.statusCode).toBe(404);

    const expiring = await createScimClient(t, company.admin, { expiresOn: '2026-03-11' });
    expect((await withToken(expiring.token)).statusCode).toBe(200);
    clock.advanceDays(2);
    expect((await withToken(expiring.token)).json()).toEqual(refused);
    clock.advanceDays(-2);
  });

  it('keeps each company to its own people, and another company cannot revoke its token', async () => {
    const other = await createCompanyWithUsers(t, { admins: 1, users: 2, name: 'Outra' });
    const ours = await createScimClient(t, company.admin);
    const theirs = await createScimClient(t, other.admin);
    const ids = async (client: typeof ours) =>
      (await client.call('GET', '/Users')).json().Resources.map((r: { id: string }) => r.id);
    const ourIds = await ids(ours);
    const theirIds = await ids(theirs);
    expect(ourIds).toContain(company.admin.id);
    expect(ourIds).not.toContain(other.admin.id);
    expect(theirIds).toEqual(expect.arrayContaining([other.admin.id]));
    expect(theirIds).not.toContain(company.admin.id);
    const otherUser = other.users[0]?.id;
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const body =
        method === 'PUT'
          ? { userName: 'x@x.test' }
          : method === 'PATCH'
            ? { Operations: [{ op: 'replace', path: 'active', value: false }] }
            : undefined;
      expect((await ours.call(method, `/Users/${otherUser}`, body)).statusCode).toBe(404);
    }
    const [ourToken] = await t.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.companyId, company.companyId));
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/scim-tokens/${ourToken?.id}`,
      headers: other.admin.headers,
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('serves the discovery documents', async () => {
    const client = await createScimClient(t, company.admin);
    const config = (await client.call('GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      schemas: [SCIM_SCHEMAS.serviceProviderConfig],
      patch: { supported: true },
      filter: { supported: true, maxResults: 100 },
      authenticationSchemes: [{ type: 'oauthbearertoken' }],
    });
    const types = (await client.call('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    const schemas = (await client.call('GET', '/Schemas')).json();
    expect(schemas.Resources.map((r: { id: string }) => r.id)).toEqual([
      SCIM_SCHEMAS.user,
      SCIM_SCHEMAS.group,
    ]);
    const user = await client.call('GET', `/Schemas/${SCIM_SCHEMAS.user}`);
    expect(user.json().attributes.map((a: { name: string }) => a.name)).toContain('userName');
  });
});
