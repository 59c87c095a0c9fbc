import type { AddressInfo } from 'node:net';
import { errorBodySchema, errorMessages } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes, multipartFile } from '../test/multipart';
import { createCompanyWithUsers, type FixtureCompany } from '../test/okr-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { HTTP_LEVEL_REQUESTS } from './http-level-requests';
import { rawExchange } from './raw-http';

let t: TestApp;
let port: number;
let company: FixtureCompany;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
});
afterAll(() => t.close());

const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

function upload(url: string, field: string, content: Buffer) {
  const { payload, headers } = multipartFile(field, { name: 'a.png', type: 'image/png', content });
  const head =
    `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${company.admin.headers.authorization}\r\n` +
    `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  return [head, payload];
}

describe('multipart abuse on a keep-alive connection', () => {
  it.each([
    ['a wrong field name with 300 KB', '/api/profile/avatar', 'arquivo', 300 * 1024, 0],
    ['a 3 MB avatar', '/api/profile/avatar', 'avatar', 3 * 1024 * 1024, 0],
    ['a 3 MB avatar over a slow network', '/api/profile/avatar', 'avatar', 3 * 1024 * 1024, 2],
    ['a 3 MB logo', '/api/settings/logo', 'logo', 3 * 1024 * 1024, 0],
  ])(
    'answers %s with 4xx, then the next request on the same connection',
    async (_label, url, field, size, paceMs) => {
      const content = Buffer.concat([imageBytes.png, Buffer.alloc(size, 7)]);
      const exchange = await rawExchange(port, [...upload(url, field, content), health], {
        expected: 2,
        waitMs: 10_000,
        paceMs,
      });
      expect(exchange.hung).toBe(false);
      const [refused, next] = exchange.responses;
      expect(refused?.status).toBeGreaterThanOrEqual(400);
      expect(refused?.status).toBeLessThan(500);
      expect(errorBodySchema.strict().safeParse(JSON.parse(refused?.body ?? '')).success).toBe(
        true,
      );
      // The same connection answers the next request (the unread rest of the upload was drained).
      expect(next?.status).toBe(200);
    },
    30_000,
  );

  it('closes the connection instead of draining an upload far past the limit', async () => {
    const content = Buffer.concat([imageBytes.png, Buffer.alloc(12 * 1024 * 1024, 7)]);
    const exchange = await rawExchange(
      port,
      [...upload('/api/profile/avatar', 'arquivo', content), health],
      {
        expected: 2,
        waitMs: 15_000,
      },
    );
    expect(exchange.hung).toBe(false);
    expect(exchange.closed).toBe(true);
    expect(exchange.responses[0]?.status).toBe(400);
  }, 30_000);
});

const PT_BR_MESSAGES = new Set<string>(Object.values(errorMessages));

describe('HTTP-level errors on a listening server', () => {
  it.each(HTTP_LEVEL_REQUESTS)(
    'answers %s with the standard pt-BR body',
    async (_label, bytes, status) => {
      const exchange = await rawExchange(port, [bytes], { waitMs: 5000 });
      expect(exchange.hung).toBe(false);
      const answer = exchange.responses.find((response) => response.status >= 200);
      expect(answer?.status).toBe(status);
      const body = JSON.parse(answer?.body ?? '');
      expect(errorBodySchema.strict().safeParse(body).success).toBe(true);
      expect(body.statusCode).toBe(status);
      expect(PT_BR_MESSAGES.has(body.message)).toBe(true);
    },
  );
});
