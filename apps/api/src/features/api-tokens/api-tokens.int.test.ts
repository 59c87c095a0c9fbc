import { apiTokenMessages } from '@rumo/shared/api-tokens/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { users } from '../users/public';
import { apiTokens } from './api-tokens.table';
import { authenticateApiToken, hasScope } from './public';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
let company: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  company = await createCompanyWithUsers(t, { admins: 2, users: 1 });
});
afterAll(() => t.close());

async function create(
  headers: Record<string, string>,
  payload: Record<string, unknown> = { name: 'Integração', scopes: ['okrs:read'] },
) {
  return t.app.inject({ method: 'POST', url: '/api/api-tokens', headers, payload });
}

async function createSecret(headers: Record<string, string>, payload?: Record<string, unknown>) {
  const answer = await create(headers, payload);
  expect(answer.statusCode).toBe(201);
  return answer.json() as { token: { id: string }; secret: string };
}

describe('API tokens (Configurações › Integrações)', () => {
  it('is created by an admin, shown once, listed by prefix and stored as its SHA-256', async () => {
    const created = await create(company.admin.headers, {
      name: 'Power BI',
      scopes: ['okrs:read', 'users:read', 'okrs:read'],
      expiresInDays: 90,
    });
    expect(created.statusCode).toBe(201);
    const { token, secret } = created.json();
    expect(secret).toMatch(/^rumo_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Power BI',
      prefix: secret.slice(0, 13),
      scopes: ['okrs:read', 'users:read'],
      createdBy: company.admin.id,
      createdByName: company.admin.name,
      lastUsedAt: null,
      expiresAt: '2026-06-08T12:00:00.000Z',
    });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const principal = await authenticateApiToken(t.db, secret, clock.now());
    expect(principal).toEqual({
      id: company.admin.id,
      companyId: company.companyId,
      role: 'admin',
      sessionId: token.id,
      tokenId: token.id,
      scopes: ['okrs:read', 'users:read'],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/api-tokens',
      headers: company.admin.headers,
    });
    const listed = list.json().data.find((item: { id: string }) => item.id === token.id);
    expect(listed).toMatchObject({ prefix: token.prefix, lastUsedAt: clock.now().toISOString() });
    expect(list.body).not.toContain(secret);
  });

  it('refuses a member, no scope, an unknown scope, an odd expiry and an empty name', async () => {
    expect((await create(company.user.headers)).statusCode).toBe(403);
    const memberList = await t.app.inject({
      method: 'GET',
      url: '/api/api-tokens',
      headers: company.user.headers,
    });
    expect(memberList.statusCode).toBe(403);
    const noScope = await create(company.admin.headers, { name: 'X', scopes: [] });
    expect(noScope.json().issues).toEqual([
      { path: 'scopes', message: apiTokenMessages.scopesRequired },
    ]);
    const unknown = await create(company.admin.headers, { name: 'X', scopes: ['admin:all'] });
    expect(unknown.statusCode).toBe(400);
    const odd = await create(company.admin.headers, {
      name: 'X',
      scopes: ['okrs:read'],
      expiresInDays: 7,
    });
    expect(odd.json().issues).toEqual([
      { path: 'expiresInDays', message: apiTokenMessages.expiryInvalid },
    ]);
    const empty = await create(company.admin.headers, { name: '  ', scopes: ['okrs:read'] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('authenticateApiToken', () => {
  it('ends with a revoke, an expiry, and a wrong or session token', async () => {
    const revocable = await createSecret(company.admin.headers);
    expect(await authenticateApiToken(t.db, revocable.secret, clock.now())).not.toBeNull();
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${revocable.token.id}`,
      headers: company.admin.headers,
    });
    expect(revoke.json()).toEqual({ message: apiTokenMessages.revoked });
    expect(await authenticateApiToken(t.db, revocable.secret, clock.now())).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${revocable.token.id}`,
      headers: company.admin.headers,
    });
    expect(again.statusCode).toBe(404);

    const expiring = await createSecret(company.admin.headers, {
      name: 'Curto',
      scopes: ['okrs:read'],
      expiresInDays: 30,
    });
    clock.advanceDays(29);
    expect(await authenticateApiToken(t.db, expiring.secret, clock.now())).not.toBeNull();
    clock.advanceDays(2);
    expect(await authenticateApiToken(t.db, expiring.secret, clock.now())).toBeNull();
    clock.advanceDays(-31);

    expect(await authenticateApiToken(t.db, `rumo_${'x'.repeat(43)}`, clock.now())).toBeNull();
    expect(await authenticateApiToken(t.db, company.admin.token, clock.now())).toBeNull();
  });

  it('follows the creator: a demotion narrows the token, a disabled creator ends it', async () => {
    const creator = company.admins[1];
    if (!creator) throw new Error('second admin missing');
    const { secret } = await createSecret(creator.headers);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, creator.id));
    expect(await authenticateApiToken(t.db, secret, clock.now())).toMatchObject({
      id: creator.id,
      role: 'user',
    });
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, creator.id));
    expect(await authenticateApiToken(t.db, secret, clock.now())).toBeNull();
  });

  it('keeps another company from revoking the token', async () => {
    const other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    const ours = await createSecret(company.admin.headers);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${ours.token.id}`,
      headers: other.admin.headers,
    });
    expect(revoke.statusCode).toBe(404);
    const theirList = await t.app.inject({
      method: 'GET',
      url: '/api/api-tokens',
      headers: other.admin.headers,
    });
    expect(theirList.json().data).toEqual([]);
    expect(await authenticateApiToken(t.db, ours.secret, clock.now())).not.toBeNull();
  });
});

describe('hasScope', () => {
  it('grants a scope held, and reading to a token that writes OKRs', () => {
    expect(hasScope({ scopes: ['users:read'] }, 'users:read')).toBe(true);
    expect(hasScope({ scopes: ['users:read'] }, 'okrs:read')).toBe(false);
    expect(hasScope({ scopes: ['okrs:write'] }, 'okrs:read')).toBe(true);
    expect(hasScope({ scopes: ['okrs:read'] }, 'okrs:write')).toBe(false);
  });
});
