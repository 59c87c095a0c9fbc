import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ApiTokenScope } from '@rumo/shared/api-tokens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActivity } from '../../test/checkin-fixtures';
import { connectClient, createApiToken, jsonOf, textOf } from '../../test/mcp-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const ALL_SCOPES: ApiTokenScope[] = ['okrs:read', 'okrs:write', 'checkins:write'];

describe('MCP at /mcp through the SDK client over HTTP', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let baseUrl: string;
  let member: Client;
  let admin: Client;
  let cycleId: string;
  let open: { id: string; keyResultIds: string[] };
  let hidden: { id: string; keyResultIds: string[] };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    cycleId = (await createCycle(t, acme.companyId)).id;
    open = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.user.id,
      title: 'Crescer a receita recorrente',
      keyResults: [{ title: 'MRR em reais', ownerId: acme.user.id, start: 0, target: 100 }],
    });
    hidden = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Aquisição confidencial',
      private: true,
      keyResults: [{ title: 'Due diligence' }],
    });
    member = await connectClient(
      baseUrl,
      await createApiToken(t, acme.user, ALL_SCOPES, { role: 'user' }),
    );
    admin = await connectClient(baseUrl, await createApiToken(t, acme.admin, ALL_SCOPES));
  });
  afterAll(async () => {
    await member.close();
    await admin.close();
    await t.close();
  });

  it('lists its tools, each described in pt-BR and English, and the current cycle resource', async () => {
    const { tools } = await member.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'comment_on_objective',
      'create_check_in',
      'get_objective',
      'list_objectives',
      'my_week',
      'search_okrs',
    ]);
    for (const tool of tools) {
      expect(tool.description).toMatch(/\b(objetivos?|resultados?-chave|você|sua|seus)\b/);
      expect(tool.description).toMatch(/\b(the|you|your|objectives?|key results?)\b/);
    }
    const { resources } = await member.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['rumo://cycles/current']);
  });

  it('lists and searches only what the person sees: a private objective stays invisible', async () => {
    const asMember = jsonOf<{ data: { id: string }[]; total: number }>(
      await member.callTool({ name: 'list_objectives', arguments: { cycleId } }),
    );
    expect(asMember.data.map((objective) => objective.id)).toEqual([open.id]);
    const asAdmin = jsonOf<{ total: number }>(
      await admin.callTool({ name: 'list_objectives', arguments: { cycleId, limit: 1 } }),
    );
    expect(asAdmin.total).toBe(2);

    const found = jsonOf<{ results: { id: string; kind: string }[] }>(
      await member.callTool({ name: 'search_okrs', arguments: { query: 'aquisicao' } }),
    );
    expect(found.results).toEqual([]);
    const mrr = jsonOf<{ results: { id: string; kind: string }[] }>(
      await member.callTool({ name: 'search_okrs', arguments: { query: 'receita' } }),
    );
    expect(mrr.results).toEqual([expect.objectContaining({ id: open.id, kind: 'objective' })]);

    const refused = await member.callTool({
      name: 'get_objective',
      arguments: { objectiveId: hidden.id },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe('Objetivo não encontrado.');
  });

  it('records a check-in through the check-ins service: the app shows it with its activity and evolution', async () => {
    const keyResultId = open.keyResultIds[0] ?? '';
    const result = await member.callTool({
      name: 'create_check_in',
      arguments: { keyResultId, value: 40, confidence: 'média', comment: 'Fechamos 3 contratos' },
    });
    expect(result.isError).toBeFalsy();
    const created = jsonOf<{ id: string; confidence: string; author: { id: string } }>(result);
    expect(created).toMatchObject({ confidence: 'at_risk', author: { id: acme.user.id } });

    const history = await t.app.inject({
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.user.headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({ id: created.id, value: 40, comment: 'Fechamos 3 contratos' }),
    ]);
    const [activity] = await readActivity(t, acme.companyId, created.id);
    expect(activity).toMatchObject({ actorId: acme.user.id, objectiveId: open.id });
    await t.app.jobs.drain();
    const evolution = await t.app.inject({
      url: `/api/evolution?cycleId=${cycleId}&scope=objective&id=${open.id}`,
      headers: acme.user.headers,
    });
    expect(evolution.json().keyResults).toEqual([
      expect.objectContaining({ id: keyResultId, progress: 40 }),
    ]);

    const detail = jsonOf<{ keyResults: { checkIns: { value: number; author: string }[] }[] }>(
      await member.callTool({ name: 'get_objective', arguments: { objectiveId: open.id } }),
    );
    expect(detail.keyResults[0]?.checkIns).toEqual([
      expect.objectContaining({ value: 40, confidence: 'at_risk', author: 'Pessoa 1' }),
    ]);
    const week = jsonOf<{ keyResults: { id: string }[] }>(
      await member.callTool({ name: 'my_week', arguments: {} }),
    );
    expect(week.keyResults.map((keyResult) => keyResult.id)).toEqual([keyResultId]);
  });

  it('applies the app’s rules: a member may not check in on someone else’s key result', async () => {
    const others = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      keyResults: [{ title: 'Do admin' }],
    });
    const result = await member.callTool({
      name: 'create_check_in',
      arguments: { keyResultId: others.keyResultIds[0], value: 1, confidence: 'alta' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('Você não tem permissão para esta ação.');
  });

  it('comments on an objective as the token’s person', async () => {
    const result = await member.callTool({
      name: 'comment_on_objective',
      arguments: { objectiveId: open.id, body: 'Atualizado pelo assistente' },
    });
    expect(result.isError).toBeFalsy();
    const comments = await t.app.inject({
      url: `/api/objectives/${open.id}/comments`,
      headers: acme.admin.headers,
    });
    expect(comments.json().data).toEqual([
      expect.objectContaining({
        body: 'Atualizado pelo assistente',
        author: expect.objectContaining({ id: acme.user.id }),
      }),
    ]);
  });

  it('reads the current cycle resource with the objectives the person sees', async () => {
    const read = await member.readResource({ uri: 'rumo://cycles/current' });
    const [content] = read.contents;
    const summary = JSON.parse(content && 'text' in content ? content.text : '{}');
    expect(summary.cycle.id).toBe(cycleId);
    const ids = summary.objectives.map((objective: { id: string }) => objective.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(hidden.id);
  });
});
