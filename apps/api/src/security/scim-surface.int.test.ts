import { SCIM_SCHEMAS } from '@rumo/shared/scim/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScimClient } from '../features/scim/scim-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  buildSecurityWorld,
  listOperations,
  type Operation,
  type SecurityWorld,
} from './api-surface';
import { malformedRequests } from './malformed-requests';

/** /scim/v2's error body (RFC 7644 §3.12), the only shape its 4xx may take. */
const scimErrorSchema = z
  .object({
    schemas: z.tuple([z.literal(SCIM_SCHEMAS.error)]),
    status: z.string().regex(/^[45]\d\d$/),
    scimType: z.string().optional(),
    detail: z.string().min(1),
  })
  .strict();

/** The attributes IdPs send, so the sweep's bad values reach the handlers' parsing. */
const SCIM_BODY_FIELDS = [
  'userName',
  'displayName',
  'active',
  'emails',
  'name',
  'members',
  'externalId',
  'Operations',
  'schemas',
];
const SCIM_QUERY = ['filter', 'startIndex', 'count', 'excludedAttributes'];

const key = (operation: Operation) => `${operation.method} ${operation.path}`;
let address = 0;
/** Each refused call from its own address: the wrong-token limit is per address. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

describe('/scim/v2: authorization matrix and malformed sweep', () => {
  let t: TestApp;
  let world: SecurityWorld;
  let operations: Operation[];
  let tokenOfA: string;
  let tokenOfB: string;
  const idFor = (operation: Operation, ids: { user: string; team: string }) =>
    operation.path.replace('{id}', operation.path.includes('/Groups/') ? ids.team : ids.user);
  let idsOfA: { user: string; team: string };

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
    operations = listOperations(t.app).filter((op) => op.path.startsWith('/scim/'));
    tokenOfA = (await createScimClient(t, world.a.admin)).token;
    tokenOfB = (await createScimClient(t, world.b.admin)).token;
    idsOfA = { user: world.a.user.id, team: world.idsOfA.teams ?? '' };
  });
  afterAll(() => t.close());

  const send = (operation: Operation, authorization: string | undefined) =>
    t.app.inject({
      method: operation.method,
      url: idFor(operation, idsOfA),
      remoteAddress: nextAddress(),
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(['GET', 'DELETE'].includes(operation.method)
          ? {}
          : { 'content-type': 'application/scim+json' }),
      },
      ...(['GET', 'DELETE'].includes(operation.method) ? {} : { payload: '{}' }),
    });

  it('lists every SCIM route in the OpenAPI document, each behind a token', () => {
    expect(operations.map(key).sort()).toEqual(
      [
        'GET /scim/v2/ServiceProviderConfig',
        'GET /scim/v2/ResourceTypes',
        'GET /scim/v2/ResourceTypes/{id}',
        'GET /scim/v2/Schemas',
        'GET /scim/v2/Schemas/{id}',
        'GET /scim/v2/Users',
        'POST /scim/v2/Users',
        'GET /scim/v2/Users/{id}',
        'PUT /scim/v2/Users/{id}',
        'PATCH /scim/v2/Users/{id}',
        'DELETE /scim/v2/Users/{id}',
        'GET /scim/v2/Groups',
        'POST /scim/v2/Groups',
        'GET /scim/v2/Groups/{id}',
        'PUT /scim/v2/Groups/{id}',
        'PATCH /scim/v2/Groups/{id}',
        'DELETE /scim/v2/Groups/{id}',
      ].sort(),
    );
    expect(operations.every((op) => op.authenticated)).toBe(true);
  });

  it('answers 401 in SCIM’s schema without a token, with a session token or a staff-like token', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const authorization of [
        undefined,
        world.a.admin.headers.authorization,
        'Bearer rumo_scim_x',
        `Basic ${tokenOfA}`,
      ]) {
        const response = await send(operation, authorization);
        if (response.statusCode !== 401 || !scimErrorSchema.safeParse(response.json()).success) {
          failures.push(
            `${key(operation)} ${authorization?.slice(0, 12)} -> ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("never shows or changes company A's people and teams to company B's token", async () => {
    const validBodies: Record<string, object> = {
      'PUT /scim/v2/Users/{id}': { userName: 'tomado@empresa-b.test' },
      'PATCH /scim/v2/Users/{id}': {
        Operations: [{ op: 'replace', path: 'active', value: false }],
      },
      'PUT /scim/v2/Groups/{id}': { displayName: 'Tomado' },
      'PATCH /scim/v2/Groups/{id}': {
        Operations: [{ op: 'replace', path: 'displayName', value: 'X' }],
      },
    };
    const failures: string[] = [];
    for (const operation of operations.filter((op) => op.path.match(/(Users|Groups)\/\{id\}/))) {
      const body = validBodies[key(operation)];
      const response = await t.app.inject({
        method: operation.method,
        url: idFor(operation, idsOfA),
        headers: { authorization: `Bearer ${tokenOfB}` },
        ...(body ? { payload: body } : {}),
      });
      if (response.statusCode !== 404) failures.push(`${key(operation)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${tokenOfB}` },
    });
    const ids = list.json().Resources.map((user: { id: string }) => user.id);
    expect(ids).not.toContain(world.a.user.id);
    expect(ids).toContain(world.b.user.id);
  });

  it('answers malformed input with SCIM 4xx, never a 5xx', async () => {
    const swept = operations.map((op) => ({
      ...op,
      bodyProperties: SCIM_BODY_FIELDS,
      queryParams: SCIM_QUERY,
    }));
    const serverErrors: string[] = [];
    const nonScimBodies: string[] = [];
    let sent = 0;
    // `urlFor` keys ids by the path's third segment ('v2' here): one run per resource type.
    const requests = [
      ...malformedRequests(
        swept.filter((op) => op.path.includes('/Users')),
        { v2: idsOfA.user },
      ),
      ...malformedRequests(
        swept.filter((op) => op.path.includes('/Groups')),
        { v2: idsOfA.team },
      ),
      ...malformedRequests(
        swept.filter((op) => !/Users|Groups/.test(op.path)),
        {},
      ),
    ];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: `Bearer ${tokenOfA}`, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      sent += 1;
      const label = `${response.statusCode} ${request.method} ${request.url.slice(0, 60)} ${String(request.payload ?? '').slice(0, 40)}`;
      if (response.statusCode >= 500) serverErrors.push(label);
      else if (response.statusCode >= 400) {
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = response.body;
        }
        if (!scimErrorSchema.safeParse(body).success) nonScimBodies.push(label);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(serverErrors).toEqual([]);
    expect(nonScimBodies).toEqual([]);
  }, 600_000);

  it('slows an address sending wrong tokens down to 429 after 20 failures', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'GET',
        url: '/scim/v2/Users',
        remoteAddress: '10.250.0.1',
        headers: { authorization: 'Bearer rumo_scim_guess' },
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(scimErrorSchema.safeParse(blocked.json()).success).toBe(true);
    // Another address with the right token is not affected.
    const fine = await t.app.inject({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${tokenOfA}` },
    });
    expect(fine.statusCode).toBe(200);
  });
});
