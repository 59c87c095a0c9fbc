import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigScript, scriptHashSource } from './lib/runtime-config';
import { uniqueEmail } from './test/account-fixtures';
import { createTestApp, type TestApp } from './test/test-app';

describe('app without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A mailer failing with internals in its message, to check 5xx bodies hide them.
      mailer: {
        send: async () => {
          throw new Error('connect ECONNREFUSED 10.1.2.3:587 password=segredo');
        },
      },
    });
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/register',
        '/api/profile/avatar',
      ]),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('answers unknown API routes with the pt-BR 404 body', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['POST', '/api/auth/nada'],
      ['GET', '/static/avatars/nada.png'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: errorMessages.routeNotFound,
      });
    }
  });

  it('hides internals in 5xx bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Erro', email: uniqueEmail(), password: 'senha-forte-1', company: 'Falha' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: errorMessages.internal,
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|segredo|stack/);
  });

  it('tells the visitor to build the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('interface web ainda não foi compilada');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('app with a web build', () => {
  let t: TestApp;
  let dist: string;
  const staticBaseUrl = 'https://cdn.rumo.test/static';
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'rumo-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!-- rumo:config --><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("rumo")');
    t = await createTestApp({ config: { staticBaseUrl, webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html with the runtime config for SPA routes', async () => {
    for (const url of ['/', '/login', '/perfil?aba=senha', '/activate-account?token=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        `<script>window.__RUMO__={"staticBaseUrl":"${staticBaseUrl}"}</script>`,
      );
      expect(response.body).not.toContain('<!-- rumo:config -->');
    }
  });

  it('allows exactly the injected script in the CSP, and images from the static host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(scriptHashSource(runtimeConfigScript({ staticBaseUrl })));
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.rumo.test");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('serves built assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("rumo")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('OpenAPI document in production', () => {
  it('is absent unless API_DOCS=true', async () => {
    const hidden = await createTestApp({ config: { nodeEnv: 'production', apiDocs: false } });
    const shown = await createTestApp({ config: { nodeEnv: 'production', apiDocs: true } });
    try {
      const missing = await hidden.app.inject({ method: 'GET', url: '/api/docs' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('openapi');
      const doc = await shown.app.inject({ method: 'GET', url: '/api/docs' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toBe('3.1.0');
    } finally {
      await hidden.close();
      await shown.close();
    }
  });
});
