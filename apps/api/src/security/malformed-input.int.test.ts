import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpMetadataXml } from '../test/saml-idp';
import { createStaffUser } from '../test/staff-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  backofficeIds,
  buildSecurityWorld,
  listOperations,
  type Operation,
  type SecurityWorld,
} from './api-surface';
import { credentialsFor, malformedRequests, sendMalformed } from './malformed-requests';

/** Calls that would end the admin's or the staff member's own session mid-run. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/backoffice/auth/logout']);

describe('malformed input to every route', () => {
  let t: TestApp;
  let world: SecurityWorld;
  let operations: Operation[];
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
    staffHeaders = (await createStaffUser(t, { role: 'admin' })).headers;
    world.idsOfA = { ...world.idsOfA, ...(await backofficeIds(t, world, staffHeaders)) };
    operations = listOperations(t.app).filter(
      // /scim/v2 answers in SCIM's error schema: swept by scim-surface.int.test.ts.
      (op) =>
        !SKIPPED.has(`${op.method} ${op.path}`) &&
        !op.path.startsWith('/api/dev/') &&
        !op.path.startsWith('/scim/') &&
        !op.path.startsWith('/api/v1/') &&
        // /mcp answers JSON-RPC to API tokens: swept by mcp-surface.int.test.ts.
        !op.path.startsWith('/mcp') &&
        // OAuth answers RFC 6749 error bodies: swept by features/oauth/oauth-surface.int.test.ts.
        !op.path.startsWith('/oauth/') &&
        !op.path.startsWith('/.well-known/'),
    );
  });
  afterAll(() => t.close());

  it('answers 4xx with the standard pt-BR body, never a 5xx (the backoffice as its admin)', async () => {
    const outcome = await sendMalformed(
      t.app,
      malformedRequests(operations, world.idsOfA),
      credentialsFor(world.a.admin.headers, staffHeaders),
    );
    expect(outcome.sent).toBeGreaterThan(4000);
    expect(outcome.serverErrors).toEqual([]);
    expect(outcome.nonStandardBodies).toEqual([]);
  }, 600_000);
});

describe('malformed input to /api/v1 (API tokens only)', () => {
  let t: TestApp;
  let world: SecurityWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
  });
  afterAll(() => t.close());

  it('answers 4xx with the standard pt-BR body, never a 5xx, with an all-scopes token', async () => {
    // A token calls 120 times a minute at most: the sweep moves to a fresh token every 100 calls.
    const secrets: string[] = [];
    for (let i = 0; i < 30; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/api-tokens',
        headers: world.a.admin.headers,
        payload: {
          name: `Varredura ${i}`,
          scopes: ['okrs:read', 'okrs:write', 'checkins:write', 'users:read'],
        },
      });
      secrets.push(created.json().secret);
    }
    let calls = 0;
    const v1 = listOperations(t.app).filter((op) => op.path.startsWith('/api/v1/'));
    const outcome = await sendMalformed(t.app, malformedRequests(v1, world.idsOfA), () => {
      const secret = secrets[Math.floor(calls++ / 100)];
      if (!secret) throw new Error('the sweep needs more tokens');
      return { authorization: `Bearer ${secret}` };
    });
    expect(outcome.sent).toBeGreaterThan(100);
    expect(outcome.serverErrors).toEqual([]);
    expect(outcome.nonStandardBodies).toEqual([]);
    expect(outcome.statuses[429]).toBeUndefined();
  }, 600_000);
});

describe('the defects found by hand', () => {
  let t: TestApp;
  let world: SecurityWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
  });
  afterAll(() => t.close());

  const expectStandard400 = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object).sort()).toEqual(
      expect.arrayContaining(['code', 'message', 'statusCode']),
    );
    expect(response.json()).not.toHaveProperty('error');
  };

  it('refuses a NUL byte in a search and in a text field', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/objectives/?search=%00',
      headers: world.a.user.headers,
    });
    expectStandard400(search);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: world.a.user.headers,
      payload: { name: 'abc\u0000def' },
    });
    expectStandard400(profile);
    expect(profile.json()).toMatchObject({ issues: [{ path: 'name' }] });
  });

  it('keeps a lone UTF-16 surrogate out of the JSON of the activity log (stored as U+FFFD)', async () => {
    const writes = [
      { method: 'POST', url: '/api/teams', payload: { name: 'Time \uD800' } },
      {
        method: 'POST',
        url: '/api/pillars',
        payload: { name: 'Pilar \uDC00', color: '#112233' },
      },
      {
        method: 'PUT',
        url: '/api/planning',
        payload: { mission: 'Missão \uD83D', vision: null, values: ['Valor \uDE00'] },
      },
      {
        method: 'POST',
        url: '/api/cycles',
        payload: { name: 'Ciclo \uDBFF', startDate: '2026-01-01', endDate: '2026-03-31' },
      },
    ] as const;
    for (const write of writes) {
      const response = await t.app.inject({ ...write, headers: world.a.admin.headers });
      expect(response.statusCode, write.url).toBeLessThan(300);
    }
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/activity?limit=100',
      headers: world.a.admin.headers,
    });
    expect(activity.body).toContain('Time \uFFFD');
    expect(activity.body).not.toMatch(/\\ud[89ab]/i);
  });

  it.each(['0000-01-01', '2026-02-30', '9999-99-99', '', '10000-01-01'])(
    'refuses the date %j in the backoffice filters and statistics with the standard 400',
    async (date) => {
      const staff = await createStaffUser(t, { role: 'admin' });
      for (const path of [
        '/api/backoffice/stats/summary',
        '/api/backoffice/audit-log',
        '/api/backoffice/payments',
      ]) {
        for (const param of ['from', 'to']) {
          const response = await t.app.inject({
            method: 'GET',
            url: `${path}?${param}=${date}`,
            headers: staff.headers,
          });
          expectStandard400(response);
        }
      }
    },
  );

  it.each(['2026-02-30', '0000-01-01', '2026-13-01', '2025-02-29'])(
    'refuses the impossible date %s',
    async (date) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cycles',
        headers: world.a.admin.headers,
        payload: { name: 'Ciclo', startDate: date, endDate: '2026-12-31' },
      });
      expectStandard400(response);
    },
  );

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a 200-character boundary', `multipart/form-data; boundary=${'b'.repeat(200)}`, 'x'],
    [
      'no closing boundary',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nPNG',
    ],
    ['a JSON body', 'multipart/form-data; boundary=abc', '{"avatar": 1}'],
  ])('answers 4xx to a malformed upload with %s', async (_label, type, body) => {
    for (const url of [
      '/api/profile/avatar',
      '/api/settings/logo',
      `/api/okr-import/preview?cycleId=${world.idsOfA.cycles}`,
      `/api/okr-import?cycleId=${world.idsOfA.cycles}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...world.a.admin.headers, 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).not.toHaveProperty('error');
    }
  });

  it('answers router errors with the standard pt-BR body', async () => {
    const badUrl = await t.app.inject({
      method: 'GET',
      url: '/api/teams/%E0%A4%A',
      headers: world.a.admin.headers,
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      statusCode: 400,
      code: 'BAD_URL',
      message: 'Endereço inválido.',
    });
    const longId = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${'x'.repeat(5000)}`,
      headers: world.a.admin.headers,
    });
    expect(longId.statusCode).toBeLessThan(500);
    expect(Object.keys(longId.json()).sort()).toEqual(['code', 'message', 'statusCode']);
  });
});

describe('the SAML ACS under malformed form posts', () => {
  let t: TestApp;
  let world: SecurityWorld;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSecurityWorld(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: world.a.admin.headers,
      payload: { metadataXml: idpMetadataXml() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));
  const form = 'application/x-www-form-urlencoded';

  it('answers every malformed post with the pt-BR /auth/sso refusal: no JSON, no 5xx, no session', async () => {
    const acs = `/api/sso/saml/${world.a.companyId}/acs`;
    const cases: [url: string, type: string, body: string][] = [
      [acs, form, ''],
      [acs, form, 'SAMLResponse='],
      [acs, form, 'SAMLResponse=%%%'],
      [acs, form, 'SAMLResponse=a&SAMLResponse=b'],
      [acs, form, `SAMLResponse=${b64('não é XML')}`],
      [acs, form, `SAMLResponse=${b64('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')}`],
      [
        acs,
        form,
        `SAMLResponse=${b64('<x:Response xmlns:x="urn:oasis:names:tc:SAML:2.0:protocol"/>')}`,
      ],
      [acs, form, `SAMLResponse=${b64('<a><b></a>')}&RelayState=${'r'.repeat(3000)}`],
      [acs, form, `SAMLResponse=${'A'.repeat(1_100_000)}`],
      [acs, 'application/json', '{"SAMLResponse": 1}'],
      [acs, 'text/plain', 'SAMLResponse=x'],
      ['/api/sso/saml/nao-e-uuid/acs', form, 'SAMLResponse=eA=='],
      [`/api/sso/saml/${world.b.companyId}/acs`, form, 'SAMLResponse=eA=='],
    ];
    const failures: string[] = [];
    for (const [url, type, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload,
      });
      const refused =
        response.statusCode === 302 &&
        String(response.headers.location).startsWith('/auth/sso?erro=');
      if (!refused) failures.push(`${type} ${payload.slice(0, 60)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every malformed Single Logout request (either binding) with the same page, never 5xx', async () => {
    const slo = `/api/sso/saml/${world.a.companyId}/slo`;
    const request = (xml: string) => b64(xml);
    const deflated = (xml: string) =>
      encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'));
    const logout = '<x:LogoutRequest xmlns:x="urn:oasis:names:tc:SAML:2.0:protocol"/>';
    const gets = [
      slo,
      `${slo}?SAMLRequest=`,
      `${slo}?SAMLRequest=%%%`,
      `${slo}?SAMLRequest=a&SAMLRequest=b`,
      `${slo}?SAMLRequest=${b64('não é deflate')}`,
      `${slo}?SAMLRequest=${deflated('<a><b></a>')}&SigAlg=x&Signature=y`,
      `${slo}?SAMLRequest=${deflated(logout)}`,
      `${slo}?SAMLRequest=${deflated(logout)}&SigAlg=http%3A%2F%2Fwww.w3.org%2F2000%2F09%2Fxmldsig%23rsa-sha1&Signature=eA%3D%3D`,
      // A deflate bomb: 50 MB of zeros in a few kilobytes.
      `${slo}?SAMLRequest=${encodeURIComponent(deflateRawSync(Buffer.alloc(50_000_000)).toString('base64'))}`,
      `${slo}?SAMLRequest=eA%3D%3D&RelayState=${'r'.repeat(3000)}`,
      `${slo}?SAMLResponse=${deflated('<a/>')}`,
      '/api/sso/saml/nao-e-uuid/slo?SAMLRequest=eA%3D%3D',
      `/api/sso/saml/${world.b.companyId}/slo?SAMLRequest=eA%3D%3D`,
    ];
    const posts: [type: string, body: string][] = [
      [form, ''],
      [form, 'SAMLRequest=%%%'],
      [form, 'SAMLRequest=a&SAMLRequest=b'],
      [form, `SAMLRequest=${request('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')}`],
      [form, `SAMLRequest=${request(logout)}`],
      [form, `SAMLRequest=${'A'.repeat(1_100_000)}`],
      ['application/json', '{"SAMLRequest": 1}'],
    ];
    const failures: string[] = [];
    const check = (
      label: string,
      response: { statusCode: number; headers: Record<string, unknown> },
    ) => {
      const refused =
        response.statusCode === 302 &&
        String(response.headers.location).startsWith('/auth/sso?erro=');
      if (!refused) failures.push(`${label.slice(0, 90)} -> ${response.statusCode}`);
    };
    for (const url of gets) check(url, await t.app.inject({ method: 'GET', url }));
    for (const [type, payload] of posts) {
      const response = await t.app.inject({
        method: 'POST',
        url: slo,
        headers: { 'content-type': type },
        payload,
      });
      check(`POST ${type} ${payload}`, response);
    }
    expect(failures).toEqual([]);
  });
});
