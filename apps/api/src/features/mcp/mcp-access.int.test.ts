import { billingMessages } from '@rumo/shared/billing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, createApiToken, jsonOf, textOf } from '../../test/mcp-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subscriptions } from '../billing/public';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'curl', version: '1' },
  },
};
const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

describe('/mcp: tokens, scopes and company isolation', () => {
  let t: TestApp;
  let baseUrl: string;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let objectiveId: string;
  let keyResultId: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    const cycle = await createCycle(t, acme.companyId);
    await createCycle(t, other.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Objetivo da Acme',
      keyResults: [{ title: 'Receita da Acme' }],
    });
    objectiveId = objective.id;
    keyResultId = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: object = INITIALIZE) =>
    t.app.inject({ method: 'POST', url: '/mcp', headers: { ...MCP_HEADERS, ...headers }, payload });

  it('answers 401 with a WWW-Authenticate challenge without a valid API token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer rumo_invalido' },
      { authorization: 'Basic abc' },
      // A session of the app is not an API token.
      acme.admin.headers,
    ]) {
      const response = await post(headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="rumo-mcp"/);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 405 to GET and DELETE: no sessions, no server-sent stream', async () => {
    const token = await createApiToken(t, acme.admin, ['okrs:read']);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/mcp',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
  });

  it('refuses each tool and the resource without its scope, as a tool error in pt-BR and English', async () => {
    const noRead = await connectClient(
      baseUrl,
      await createApiToken(t, acme.admin, ['users:read']),
    );
    const readOnly = await connectClient(
      baseUrl,
      await createApiToken(t, acme.admin, ['okrs:read']),
    );
    const calls: [typeof noRead, string, Record<string, unknown>, string][] = [
      [noRead, 'list_objectives', {}, 'okrs:read'],
      [noRead, 'search_okrs', { query: 'acme' }, 'okrs:read'],
      [noRead, 'get_objective', { objectiveId }, 'okrs:read'],
      [noRead, 'my_week', {}, 'okrs:read'],
      [
        readOnly,
        'create_check_in',
        { keyResultId, value: 5, confidence: 'alta' },
        'checkins:write',
      ],
      [readOnly, 'comment_on_objective', { objectiveId, body: 'oi' }, 'okrs:write'],
    ];
    for (const [client, name, args, scope] of calls) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result)).toContain(`Este token não tem o escopo ${scope}.`);
      expect(textOf(result)).toContain(`This token lacks the ${scope} scope.`);
    }
    await expect(noRead.readResource({ uri: 'rumo://cycles/current' })).rejects.toThrow(
      /escopo okrs:read/,
    );
    const history = await t.app.inject({
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
    });
    expect(history.json().total).toBe(0);
    await noRead.close();
    await readOnly.close();
  });

  it('never lets company B’s token see or change company A', async () => {
    const intruder = await connectClient(
      baseUrl,
      await createApiToken(t, other.admin, ['okrs:read', 'okrs:write', 'checkins:write']),
    );
    const list = jsonOf<{ total: number }>(
      await intruder.callTool({ name: 'list_objectives', arguments: {} }),
    );
    expect(list.total).toBe(0);
    const search = jsonOf<{ results: unknown[] }>(
      await intruder.callTool({ name: 'search_okrs', arguments: { query: 'acme' } }),
    );
    expect(search.results).toEqual([]);
    for (const [name, args] of [
      ['get_objective', { objectiveId }],
      ['create_check_in', { keyResultId, value: 99, confidence: 'baixa' }],
      ['comment_on_objective', { objectiveId, body: 'invasão' }],
      ['list_objectives', { cycleId: await acmeCycleId() }],
    ] as const) {
      const result = await intruder.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result)).toMatch(/não encontrado/);
    }
    const resource = await intruder.readResource({ uri: 'rumo://cycles/current' });
    expect(JSON.stringify(resource)).not.toContain('Acme');
    const history = await t.app.inject({
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
    });
    expect(history.json().total).toBe(0);
    const comments = await t.app.inject({
      url: `/api/objectives/${objectiveId}/comments`,
      headers: acme.admin.headers,
    });
    expect(comments.json().total).toBe(0);
    await intruder.close();
  });

  it('refuses writes of a read-only company (trial ended) as the app does', async () => {
    const lapsed = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Vencida' });
    const cycle = await createCycle(t, lapsed.companyId);
    const objective = await createObjective(t, {
      companyId: lapsed.companyId,
      cycleId: cycle.id,
      ownerId: lapsed.admin.id,
      keyResults: [{}],
    });
    const token = await createApiToken(t, lapsed.admin, [
      'okrs:read',
      'okrs:write',
      'checkins:write',
    ]);
    await t.db.insert(subscriptions).values({
      companyId: lapsed.companyId,
      status: 'trialing',
      trialEndsAt: new Date(Date.now() - 60_000),
    });
    const client = await connectClient(baseUrl, token);
    for (const [name, args] of [
      ['create_check_in', { keyResultId: objective.keyResultIds[0], value: 5, confidence: 'alta' }],
      ['comment_on_objective', { objectiveId: objective.id, body: 'Depois do teste' }],
    ] as const) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result)).toBe(billingMessages.readOnly.trial_ended);
    }
    const read = await client.callTool({
      name: 'get_objective',
      arguments: { objectiveId: objective.id },
    });
    expect(read.isError).toBeFalsy();
    await client.close();
  });

  async function acmeCycleId(): Promise<string> {
    const cycles = await t.app.inject({ url: '/api/cycles', headers: acme.admin.headers });
    return cycles.json().data[0].id;
  }
});
