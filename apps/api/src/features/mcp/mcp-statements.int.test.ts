import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../test/mcp-fixtures';
import { createCompanyWithUsers, createCycle, createObjective } from '../../test/okr-fixtures';
import { statementRecorder } from '../../test/statement-counter';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * What each read costs in SQL statements beyond the token's own check (measured on a `tools/list`,
 * which reads nothing else): the figures the integration's documentation gives.
 */
describe('/mcp reads: statements per call', () => {
  let t: TestApp;
  let token: string;
  let objectiveId: string;
  let cycleId: string;
  let id = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    cycleId = (await createCycle(t, acme.companyId)).id;
    for (let index = 0; index < 5; index++) {
      const objective = await createObjective(t, {
        companyId: acme.companyId,
        cycleId,
        ownerId: acme.admin.id,
        title: `Objetivo ${index}`,
        keyResults: [{ ownerId: acme.admin.id }, { ownerId: acme.admin.id }, {}],
      });
      objectiveId = objective.id;
      for (const keyResultId of objective.keyResultIds) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/key-results/${keyResultId}/check-ins`,
          headers: acme.admin.headers,
          payload: { value: 10 + index, confidence: 'on_track' },
        });
        expect(response.statusCode).toBe(201);
      }
    }
    token = await createApiToken(t, acme.admin, ['okrs:read']);
  });
  afterAll(() => t.close());

  const count = async (method: string, params: Record<string, unknown>) => {
    const { result, statements } = await statementRecorder(t.db).record(() =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json, text/event-stream',
        },
        payload: { jsonrpc: '2.0', id: ++id, method, params },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.body).not.toContain('isError');
    return statements.length;
  };

  it('reads in one to five statements whatever the number of objectives and key results', async () => {
    const base = await count('tools/list', {});
    const tool = async (name: string, args: Record<string, unknown> = {}) =>
      (await count('tools/call', { name, arguments: args })) - base;
    expect({
      list_objectives: await tool('list_objectives', { cycleId }),
      search_okrs: await tool('search_okrs', { query: 'objetivo' }),
      get_objective: await tool('get_objective', { objectiveId }),
      my_week: await tool('my_week'),
      current_cycle: (await count('resources/read', { uri: 'rumo://cycles/current' })) - base,
    }).toEqual({
      list_objectives: 1,
      search_okrs: 1,
      get_objective: 4,
      my_week: 2,
      current_cycle: 2,
    });
  });
});
