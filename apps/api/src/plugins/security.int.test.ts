import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers } from '../test/okr-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** The headers @fastify/helmet sent for this configuration before they were computed once. */
const csp = (upgrade: boolean) =>
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
  "frame-ancestors 'none';img-src 'self' data: blob: https://cdn.rumo.test;object-src 'none';" +
  "script-src 'self' 'sha256-xYs5jPVj+s2C3vn5/c29wFCGnpBexk5PSPa33FF9X2A=';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  `${upgrade ? 'upgrade-insecure-requests;' : ''}connect-src 'self'`;

const expectedHeaders = (https: boolean) => ({
  'content-security-policy': csp(https),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const NOT_FROM_HELMET = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'vary',
  'x-request-id',
]);
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FROM_HELMET.has(name)));

describe.each([
  ['http://rumo.test', false],
  ['https://rumo.example', true],
])('security headers with PUBLIC_URL %s', (publicUrl, https) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'rumo-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    t = await createTestApp({
      config: { publicUrl, staticBaseUrl: 'https://cdn.rumo.test/static', webDistDir: dist },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the same headers, byte for byte, on an HTML page, an API answer and a 404', async () => {
    for (const url of ['/', '/login', '/api/health', '/api/nada']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(securityHeadersOf(response.headers), url).toEqual(expectedHeaders(https));
    }
  });
});

describe('Cache-Control of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is no-store on every API answer: a session, a sign-in with its token, an error', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: company.admin.headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: company.admin.email, password: company.admin.password },
      }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/api/teams/nada', headers: company.admin.headers }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 400]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});
