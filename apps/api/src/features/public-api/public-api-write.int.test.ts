import { apiTokenMessages } from '@rumo/shared/api-tokens/contracts';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
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
import { keyResults, objectives } from '../objectives/public';
import { users } from '../users/public';
import { webhookDeliveries } from '../webhooks/webhooks.table';

const clock = testClock(new Date());
let t: TestApp;
let a: FixtureCompany;
let b: FixtureCompany;
let cycleId: string;
let adminObjective: { id: string; keyResultIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  a = await createCompanyWithUsers(t, { admins: 2, users: 1 });
  b = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Empresa B' });
  cycleId = (await createCycle(t, a.companyId)).id;
  adminObjective = await createObjective(t, {
    companyId: a.companyId,
    cycleId,
    ownerId: a.admin.id,
    title: 'Objetivo da diretoria',
    keyResults: [{ title: 'Receita', start: 0, target: 100, ownerId: a.admin.id }],
  });
});
afterAll(() => t.close());

async function tokenOf(headers: Record<string, string>, scopes: string[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers,
    payload: { name: 'ERP', scopes },
  });
  expect(created.statusCode).toBe(201);
  return { authorization: `Bearer ${created.json().secret}` };
}

const v1 = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const objectiveBody = (overrides: object = {}) => ({
  cycle_id: cycleId,
  title: 'Vender mais pela API',
  level: 'company',
  owner_id: a.admin.id,
  ...overrides,
});

const keyResultBody = (overrides: object = {}) => ({
  title: 'Contratos fechados',
  type: 'increase',
  start_value: 0,
  target_value: 30,
  unit: 'number',
  decimals: 0,
  weight: 1,
  owner_id: a.user.id,
  ...overrides,
});

describe('/api/v1 okrs:write', () => {
  it('creates and edits objectives and key results through the app’s rules', async () => {
    const token = await tokenOf(a.admin.headers, ['okrs:write']);
    const created = await v1('POST', '/objectives', token, objectiveBody());
    expect(created.statusCode, created.body).toBe(201);
    const objective = created.json();
    expect(objective).toMatchObject({
      cycle_id: cycleId,
      title: 'Vender mais pela API',
      owner_id: a.admin.id,
      status: 'active',
      parent_objective_id: null,
    });

    const aligned = await v1(
      'PUT',
      `/objectives/${objective.id}`,
      token,
      objectiveBody({ title: 'Vender mais', parent_objective_id: adminObjective.id }),
    );
    expect(aligned.json()).toMatchObject({
      title: 'Vender mais',
      parent_objective_id: adminObjective.id,
    });

    const keyResult = await v1(
      'POST',
      `/objectives/${objective.id}/key-results`,
      token,
      keyResultBody(),
    );
    expect(keyResult.statusCode, keyResult.body).toBe(201);
    expect(keyResult.json()).toMatchObject({
      objective_id: objective.id,
      start_value: 0,
      target_value: 30,
      owner_id: a.user.id,
    });
    const keyResultId = keyResult.json().id;
    const edited = await v1(
      'PUT',
      `/key-results/${keyResultId}`,
      token,
      keyResultBody({ target_value: 40 }),
    );
    expect(edited.json()).toMatchObject({ id: keyResultId, target_value: 40 });

    // The app shows what the API wrote.
    const inApp = await t.app.inject({
      method: 'GET',
      url: `/api/objectives/${objective.id}`,
      headers: a.user.headers,
    });
    expect(inApp.json()).toMatchObject({
      title: 'Vender mais',
      keyResults: [{ id: keyResultId, target: 40 }],
    });

    const closed = await v1('POST', `/objectives/${objective.id}/close`, token, {
      result: 'partial',
      comment: 'Metade',
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const locked = await v1('PUT', `/key-results/${keyResultId}`, token, keyResultBody());
    expect(locked.json().message).toBe(objectiveMessages.closed);
    const reopened = await v1('POST', `/objectives/${objective.id}/reopen`, token);
    expect(reopened.json()).toMatchObject({ status: 'active' });

    expect((await v1('DELETE', `/key-results/${keyResultId}`, token)).statusCode).toBe(204);
    const left = await t.db.select().from(keyResults).where(eq(keyResults.id, keyResultId));
    expect(left).toEqual([]);
  });

  it('answers the app’s rules across fields with the v1 field names', async () => {
    const token = await tokenOf(a.admin.headers, ['okrs:write']);
    const teamless = await v1('POST', '/objectives', token, objectiveBody({ level: 'team' }));
    expect(teamless.statusCode).toBe(400);
    expect(teamless.json().issues).toEqual([
      { path: 'team_id', message: 'Escolha o time deste objetivo.' },
    ]);
    const backwards = await v1(
      'POST',
      `/objectives/${adminObjective.id}/key-results`,
      token,
      keyResultBody({ start_value: 10, target_value: 10 }),
    );
    expect(backwards.json().issues).toContainEqual({
      path: 'target_value',
      message: 'A meta deve ser diferente do valor inicial.',
    });
  });

  it('refuses without okrs:write with 403 and a pt-BR message', async () => {
    const reader = await tokenOf(a.admin.headers, ['okrs:read', 'checkins:write']);
    const refused = {
      statusCode: 403,
      code: 'API_TOKEN_MISSING_SCOPE',
      message: apiTokenMessages.missingScope('okrs:write'),
    };
    const [keyResultId] = adminObjective.keyResultIds;
    expect((await v1('POST', '/objectives', reader, objectiveBody())).json()).toEqual(refused);
    const calls = [
      v1('PUT', `/objectives/${adminObjective.id}`, reader, objectiveBody()),
      v1('POST', `/objectives/${adminObjective.id}/close`, reader, { result: 'achieved' }),
      v1('POST', `/objectives/${adminObjective.id}/reopen`, reader),
      v1('POST', `/objectives/${adminObjective.id}/key-results`, reader, keyResultBody()),
      v1('PUT', `/key-results/${keyResultId}`, reader, keyResultBody()),
      v1('DELETE', `/key-results/${keyResultId}`, reader),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.json()).toEqual(refused);
  });

  it('keeps company B’s token out of company A', async () => {
    const theirs = await tokenOf(b.admin.headers, ['okrs:write']);
    const [keyResultId] = adminObjective.keyResultIds;
    const attempts = [
      v1(
        'PUT',
        `/objectives/${adminObjective.id}`,
        theirs,
        objectiveBody({ owner_id: b.admin.id }),
      ),
      v1('POST', `/objectives/${adminObjective.id}/close`, theirs, { result: 'achieved' }),
      v1('POST', `/objectives/${adminObjective.id}/reopen`, theirs),
      v1(
        'POST',
        `/objectives/${adminObjective.id}/key-results`,
        theirs,
        keyResultBody({ owner_id: b.admin.id }),
      ),
      v1('PUT', `/key-results/${keyResultId}`, theirs, keyResultBody({ owner_id: b.admin.id })),
      v1('DELETE', `/key-results/${keyResultId}`, theirs),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    // A's cycle is no reference in B.
    const intoA = await v1('POST', '/objectives', theirs, objectiveBody({ owner_id: b.admin.id }));
    expect(intoA.statusCode).toBeGreaterThanOrEqual(400);
    expect(intoA.statusCode).toBeLessThan(500);
    const [row] = await t.db.select().from(objectives).where(eq(objectives.id, adminObjective.id));
    expect(row).toMatchObject({ title: 'Objetivo da diretoria', status: 'active' });
    const kept = await t.db
      .select()
      .from(keyResults)
      .where(eq(keyResults.id, String(keyResultId)));
    expect(kept).toHaveLength(1);
  });

  it('lets a token do only what its creator, now a member, may do', async () => {
    const creator = a.admins[1];
    if (!creator) throw new Error('second admin missing');
    const token = await tokenOf(creator.headers, ['okrs:write']);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, creator.id));
    const companyLevel = await v1(
      'POST',
      '/objectives',
      token,
      objectiveBody({ owner_id: creator.id }),
    );
    expect(companyLevel.statusCode).toBe(403);
    const others = await v1('PUT', `/objectives/${adminObjective.id}`, token, objectiveBody());
    expect(others.statusCode).toBe(403);
    const [keyResultId] = adminObjective.keyResultIds;
    expect((await v1('DELETE', `/key-results/${keyResultId}`, token)).statusCode).toBe(403);
    const own = await v1(
      'POST',
      '/objectives',
      token,
      objectiveBody({ level: 'individual', owner_id: creator.id }),
    );
    expect(own.statusCode, own.body).toBe(201);
  });

  it('replays a POST sent again with its Idempotency-Key', async () => {
    const token = await tokenOf(a.admin.headers, ['okrs:write']);
    const headers = { ...token, 'idempotency-key': 'objetivo-1' };
    const body = objectiveBody({ title: 'Uma vez só' });
    const first = await v1('POST', '/objectives', headers, body);
    const again = await v1('POST', '/objectives', headers, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await v1('POST', '/objectives', headers, { ...body, title: 'Outra' });
    expect(other.statusCode).toBe(422);
    const stored = await t.db.select().from(objectives).where(eq(objectives.title, 'Uma vez só'));
    expect(stored).toHaveLength(1);
  });

  it('queues the webhooks of a subscribed endpoint for the writes', async () => {
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/webhooks',
      headers: a.admin.headers,
      payload: {
        url: 'http://127.0.0.1:9/rumo',
        events: [
          'objective.created',
          'objective.updated',
          'objective.status_changed',
          'key_result.updated',
        ],
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const endpointId = subscribed.json().webhook.id;
    const token = await tokenOf(a.admin.headers, ['okrs:write']);
    const objective = (await v1('POST', '/objectives', token, objectiveBody())).json();
    await v1('PUT', `/objectives/${objective.id}`, token, objectiveBody({ title: 'Novo título' }));
    await v1('POST', `/objectives/${objective.id}/close`, token, { result: 'achieved' });
    const [keyResultId] = adminObjective.keyResultIds;
    await v1('PUT', `/key-results/${keyResultId}`, token, keyResultBody({ owner_id: a.admin.id }));
    const queued = await t.db
      .select({ type: webhookDeliveries.eventType, status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(queued.map((row) => row.type).sort()).toEqual([
      'key_result.updated',
      'objective.created',
      'objective.status_changed',
      'objective.updated',
    ]);
    expect(queued.every((row) => row.status === 'pending')).toBe(true);
  });

  it('refuses writes of a read-only company (trial ended) as the app does', async () => {
    const lapsed = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Vencida' });
    const lapsedCycle = await createCycle(t, lapsed.companyId);
    const token = await tokenOf(lapsed.admin.headers, ['okrs:write']);
    await t.db.insert(subscriptions).values({
      companyId: lapsed.companyId,
      status: 'trialing',
      trialEndsAt: new Date(clock.now().getTime() - 60_000),
    });
    const refused = await v1(
      'POST',
      '/objectives',
      token,
      objectiveBody({ cycle_id: lapsedCycle.id, owner_id: lapsed.admin.id }),
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingMessages.readOnly.trial_ended);
  });
});

describe('/api/v1 okrs:write documentation', () => {
  it('documents each write in pt-BR with an example body', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = (path: string, method: string) => document.paths[path]?.[method];
    const writes: [string, string][] = [
      ['/api/v1/objectives', 'post'],
      ['/api/v1/objectives/{id}', 'put'],
      ['/api/v1/objectives/{id}/close', 'post'],
      ['/api/v1/objectives/{id}/reopen', 'post'],
      ['/api/v1/objectives/{id}/key-results', 'post'],
      ['/api/v1/key-results/{id}', 'put'],
      ['/api/v1/key-results/{id}', 'delete'],
    ];
    for (const [path, method] of writes) {
      expect(operation(path, method)?.summary, `${method} ${path}`).toContain(
        'permissão okrs:write',
      );
    }
    const objectiveBodyDoc = operation('/api/v1/objectives', 'post').requestBody.content[
      'application/json'
    ].schema;
    expect(objectiveBodyDoc.description).toContain('alinhe a um objetivo superior');
    expect(objectiveBodyDoc.example).toMatchObject({ title: 'Encantar nossos clientes' });
    expect(Object.keys(objectiveBodyDoc.properties)).toContain('parent_objective_id');
    const keyResultBodyDoc = operation('/api/v1/key-results/{id}', 'put').requestBody.content[
      'application/json'
    ].schema;
    expect(keyResultBodyDoc.example).toMatchObject({ start_value: 60, target_value: 75 });
  });
});
