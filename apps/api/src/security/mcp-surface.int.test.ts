import { mcpMessages } from '@rumo/shared/mcp/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../test/mcp-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  buildSecurityWorld,
  listOperations,
  type Operation,
  type SecurityWorld,
} from './api-surface';
import { BAD_VALUES, malformedRequests } from './malformed-requests';

/** The arguments of each tool with valid values of company A, so one bad value reaches it. */
const toolArguments = (world: SecurityWorld): Record<string, Record<string, unknown>> => ({
  list_objectives: { cycleId: world.idsOfA.cycles, teamId: world.idsOfA.teams, status: 'active' },
  search_okrs: { query: 'objetivo' },
  get_objective: { objectiveId: world.idsOfA.objectives },
  my_week: {},
  create_check_in: {
    keyResultId: world.idsOfA['key-results'],
    value: 10,
    confidence: 'alta',
    comment: 'Ok',
  },
  comment_on_objective: { objectiveId: world.idsOfA.objectives, body: 'Comentário' },
});

const JSON_RPC_FIELDS = ['jsonrpc', 'id', 'method', 'params'];
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };
/**
 * JSON-RPC's "internal error", and a tool's answer to an unexpected exception: what a server
 * answers when it failed, not the request.
 */
const INTERNAL_ERROR = -32603;

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

describe('/mcp: routes, anonymous callers and malformed sweep', () => {
  let t: TestApp;
  let world: SecurityWorld;
  let operations: Operation[];
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
    operations = listOperations(t.app).filter((op) => op.path.startsWith('/mcp'));
    token = await createApiToken(t, world.a.admin, ['okrs:read', 'okrs:write', 'checkins:write']);
  });
  afterAll(() => t.close());

  it('lists /mcp in the OpenAPI document behind a token, and answers 401 to anyone without one', async () => {
    expect(operations.map(key).sort()).toEqual(['DELETE /mcp/', 'GET /mcp/', 'POST /mcp/']);
    expect(operations.every((op) => op.authenticated)).toBe(true);
    for (const operation of operations) {
      for (const headers of [{}, world.a.admin.headers, world.a.user.headers]) {
        const response = await t.app.inject({ method: operation.method, url: '/mcp', headers });
        expect(response.statusCode, key(operation)).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('answers malformed HTTP and JSON-RPC input and bad tool arguments without a 5xx', async () => {
    const authorization = `Bearer ${token}`;
    const requests = [
      ...malformedRequests(
        operations.map((op) => ({ ...op, bodyProperties: JSON_RPC_FIELDS })),
        {},
      ),
    ].map((request) => ({ ...request, headers: { ...MCP_HEADERS, ...request.headers } }));
    for (const [name, valid] of Object.entries(toolArguments(world))) {
      const fields = Object.keys(valid).length > 0 ? Object.keys(valid) : ['extra'];
      for (const field of fields) {
        for (const bad of BAD_VALUES) {
          requests.push({
            ...requests[0],
            method: 'POST',
            url: '/mcp',
            headers: { ...MCP_HEADERS, 'content-type': 'application/json' },
            payload: JSON.stringify({
              jsonrpc: '2.0',
              id: 7,
              method: 'tools/call',
              params: { name, arguments: { ...valid, [field]: bad } },
            }),
          } as (typeof requests)[number]);
        }
      }
    }
    const serverErrors: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { authorization, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const label = `${response.statusCode} ${request.method} ${String(request.payload ?? '').slice(0, 120)}`;
      const failed =
        response.body.includes(`"code":${INTERNAL_ERROR}`) ||
        response.body.includes(mcpMessages.failed.split(' / ')[1] ?? mcpMessages.failed);
      if (response.statusCode >= 500 || failed) {
        serverErrors.push(label);
      }
    }
    expect(requests.length).toBeGreaterThan(300);
    expect(serverErrors).toEqual([]);
  }, 600_000);
});
