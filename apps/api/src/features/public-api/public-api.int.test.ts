import { apiTokenMessages } from '@rumo/shared/api-tokens/contracts';
import { v1Messages } from '@rumo/shared/api-v1/contracts';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { errorMessages } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { subscriptions } from '../billing/public';
import { checkIns } from '../check-ins/public';
import { teams } from '../teams/public';
import { users } from '../users/public';

const clock = testClock(new Date());
let t: TestApp;
let a: FixtureCompany;
let b: FixtureCompany;
let publicObjective: { id: string; keyResultIds: string[] };
let privateObjective: { id: string; keyResultIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  a = await createCompanyWithUsers(t, { admins: 2, users: 1 });
  b = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Empresa B' });
  const cycle = await createCycle(t, a.companyId);
  publicObjective = await createObjective(t, {
    companyId: a.companyId,
    cycleId: cycle.id,
    ownerId: a.user.id,
    title: 'Objetivo aberto',
    keyResults: [{ title: 'KR aberto', start: 0, target: 100, ownerId: a.user.id }],
  });
  privateObjective = await createObjective(t, {
    companyId: a.companyId,
    cycleId: cycle.id,
    ownerId: a.admin.id,
    title: 'Objetivo privado',
    private: true,
    keyResults: [{ title: 'KR privado', start: 0, target: 10 }],
  });
});
afterAll(() => t.close());

async function tokenOf(headers: Record<string, string>, scopes: string[], expiresInDays?: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers,
    payload: { name: 'Integração', scopes, expiresInDays: expiresInDays ?? null },
  });
  expect(created.statusCode).toBe(201);
  const { secret, token } = created.json();
  return { id: token.id as string, headers: { authorization: `Bearer ${secret}` } };
}

const v1 = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const checkIn = (
  keyResultId: string,
  headers: Record<string, string>,
  payload: object,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/key-results/${keyResultId}/check-ins`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const ids = (answer: { json: () => { data: { id: string }[] } }) =>
  answer.json().data.map((item) => item.id);

describe('/api/v1 authentication', () => {
  it('answers 401 in pt-BR without a token, to a session token, and to revoked or expired tokens', async () => {
    const refused = {
      statusCode: 401,
      code: 'API_TOKEN_INVALID',
      message: apiTokenMessages.unauthorized,
    };
    expect((await v1('/cycles')).json()).toEqual(refused);
    expect((await v1('/cycles', a.admin.headers)).json()).toEqual(refused);

    const revocable = await tokenOf(a.admin.headers, ['okrs:read']);
    expect((await v1('/cycles', revocable.headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/api-tokens/${revocable.id}`,
      headers: a.admin.headers,
    });
    expect((await v1('/cycles', revocable.headers)).json()).toEqual(refused);

    const expiring = await tokenOf(a.admin.headers, ['okrs:read'], 30);
    clock.advanceDays(31);
    expect((await v1('/cycles', expiring.headers)).json()).toEqual(refused);
    clock.advanceDays(-31);
    expect((await v1('/cycles', expiring.headers)).statusCode).toBe(200);
  });

  it('refuses what the scopes do not grant with 403 and a pt-BR message', async () => {
    const reader = await tokenOf(a.admin.headers, ['okrs:read']);
    expect((await v1('/users', reader.headers)).json()).toEqual({
      statusCode: 403,
      code: 'API_TOKEN_MISSING_SCOPE',
      message: apiTokenMessages.missingScope('users:read'),
    });
    const [keyResultId] = publicObjective.keyResultIds;
    const write = await checkIn(String(keyResultId), reader.headers, {
      value: 10,
      confidence: 'on_track',
    });
    expect(write.json().message).toBe(apiTokenMessages.missingScope('checkins:write'));
    const people = await tokenOf(a.admin.headers, ['users:read']);
    expect((await v1('/users', people.headers)).statusCode).toBe(200);
    expect((await v1('/objectives', people.headers)).statusCode).toBe(403);
  });
});

describe('/api/v1 reads', () => {
  it('keeps company B’s token out of company A', async () => {
    const theirs = await tokenOf(b.admin.headers, ['okrs:read', 'checkins:write', 'users:read']);
    expect(ids(await v1('/objectives', theirs.headers))).toEqual([]);
    expect(ids(await v1('/key-results', theirs.headers))).toEqual([]);
    expect(ids(await v1('/users', theirs.headers))).toEqual([b.admin.id]);
    expect((await v1(`/objectives/${publicObjective.id}`, theirs.headers)).statusCode).toBe(404);
    expect((await v1(`/users/${a.admin.id}`, theirs.headers)).statusCode).toBe(404);
    const [keyResultId] = publicObjective.keyResultIds;
    const write = await checkIn(String(keyResultId), theirs.headers, {
      value: 5,
      confidence: 'on_track',
    });
    expect(write.statusCode).toBe(404);
  });

  it('shows a demoted creator’s token only what that person sees in the app', async () => {
    const creator = a.admins[1];
    if (!creator) throw new Error('second admin missing');
    const token = await tokenOf(creator.headers, ['okrs:read']);
    expect(ids(await v1('/objectives', token.headers))).toContain(privateObjective.id);

    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, creator.id));
    const seen = ids(await v1('/objectives', token.headers));
    expect(seen).toContain(publicObjective.id);
    expect(seen).not.toContain(privateObjective.id);
    expect((await v1(`/objectives/${privateObjective.id}`, token.headers)).statusCode).toBe(404);
    const keyResults = ids(await v1('/key-results', token.headers));
    expect(keyResults).toEqual(publicObjective.keyResultIds);
    const [privateKeyResult] = privateObjective.keyResultIds;
    expect((await v1(`/key-results/${privateKeyResult}`, token.headers)).statusCode).toBe(404);
  });

  it('walks every team page by page, in a stable order, with an opaque cursor', async () => {
    await t.db
      .insert(teams)
      .values(Array.from({ length: 7 }, (_, i) => ({ companyId: a.companyId, name: `Time ${i}` })));
    const token = await tokenOf(a.admin.headers, ['okrs:read']);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await v1(`/teams?limit=3${query}`, token.headers);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.length).toBeLessThanOrEqual(3);
      seen.push(...ids(page));
      cursor = page.json().next_cursor;
      pages += 1;
    } while (cursor);
    const all = await t.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.companyId, a.companyId));
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((row) => row.id).sort());
    expect((await v1('/teams?limit=101', token.headers)).statusCode).toBe(400);
    const wrong = await v1('/teams?cursor=nao-e-um-cursor', token.headers);
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: v1Messages.cursorInvalid });
  });
});

describe('/api/v1 writes and limits', () => {
  it('refuses the check-in POST of a read-only company (trial ended) as the app does', async () => {
    const lapsed = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Vencida' });
    const cycle = await createCycle(t, lapsed.companyId);
    const objective = await createObjective(t, {
      companyId: lapsed.companyId,
      cycleId: cycle.id,
      ownerId: lapsed.admin.id,
      keyResults: [{}],
    });
    const token = await tokenOf(lapsed.admin.headers, ['checkins:write']);
    await t.db.insert(subscriptions).values({
      companyId: lapsed.companyId,
      status: 'trialing',
      trialEndsAt: new Date(clock.now().getTime() - 60_000),
    });
    const refused = await checkIn(String(objective.keyResultIds[0]), token.headers, {
      value: 5,
      confidence: 'on_track',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingMessages.readOnly.trial_ended);
  });

  it('stores a POST under its Idempotency-Key: same body replays, another body is 422', async () => {
    const token = await tokenOf(a.admin.headers, ['checkins:write']);
    const [keyResultId] = publicObjective.keyResultIds;
    const body = { value: 40, confidence: 'on_track', comment: 'Pela API' };
    const first = await checkIn(String(keyResultId), token.headers, body, 'chave-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ key_result_id: keyResultId, value: 40 });
    const again = await checkIn(String(keyResultId), token.headers, body, 'chave-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await checkIn(
      String(keyResultId),
      token.headers,
      { ...body, value: 41 },
      'chave-1',
    );
    expect(other.json()).toMatchObject({
      statusCode: 422,
      message: v1Messages.idempotencyMismatch,
    });
    const stored = await t.db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(eq(checkIns.keyResultId, String(keyResultId)));
    expect(stored).toHaveLength(1);
  });

  it('sends the RateLimit headers and answers 429 with Retry-After past the limit', async () => {
    const token = await tokenOf(a.admin.headers, ['okrs:read']);
    const first = await v1('/cycles', token.headers);
    expect(first.headers['ratelimit-limit']).toBe('120');
    expect(first.headers['ratelimit-remaining']).toBe('119');
    const reset = Number(first.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    for (let call = 2; call <= 120; call++) await v1('/cycles', token.headers);
    const over = await v1('/cycles', token.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(errorMessages.rateLimited);
    expect(over.headers['retry-after']).toBe(String(reset));
    expect(over.headers['ratelimit-remaining']).toBe('0');
    clock.advanceMs(reset * 1000);
    expect((await v1('/cycles', token.headers)).statusCode).toBe(200);
  });
});

describe('/api/v1 documentation', () => {
  it('serves an OpenAPI document of the v1 routes only, and the Swagger UI', async () => {
    const answer = await v1('/openapi.json');
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const document = answer.json();
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/v1/objectives');
    expect(paths).toContain('/api/v1/key-results/{id}/check-ins');
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      scheme: 'bearer',
      bearerFormat: 'rumo_<token>',
    });
    const ui = await v1('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
