import { errorBodySchema } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '../../security/api-surface';
import { BAD_VALUES, malformedRequests } from '../../security/malformed-requests';
import { authorizeRequest, registerTestClient, TEST_REDIRECT_URI } from '../../test/oauth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOKEN_FIELDS = [
  'grant_type',
  'code',
  'code_verifier',
  'client_id',
  'redirect_uri',
  'refresh_token',
  'resource',
];

/** An OAuth error (RFC 6749 §5.2) or, from the framework (415, 429), the app's standard body. */
const wellFormed = (body: unknown) =>
  (typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string') ||
  errorBodySchema.strict().safeParse(body).success;

describe('OAuth endpoints: malformed sweep', () => {
  let t: TestApp;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp();
    clientId = await registerTestClient(t);
  });
  afterAll(() => t.close());

  it('answers every malformed request without a 5xx, with an OAuth or standard error body', async () => {
    const operations = listOperations(t.app).filter(
      (op) => op.path.startsWith('/oauth/') || op.path.startsWith('/.well-known/'),
    );
    expect(operations).toHaveLength(6);
    const requests: {
      method: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }[] = [];
    for (const request of malformedRequests(operations, {})) {
      requests.push({
        method: request.method as 'GET' | 'POST',
        url: request.url,
        headers: request.headers,
        payload: request.payload as string | undefined,
      });
    }
    const strings = BAD_VALUES.map((value) =>
      typeof value === 'string' ? value : JSON.stringify(value),
    );
    for (const field of TOKEN_FIELDS) {
      for (const value of strings) {
        for (const grant of ['authorization_code', 'refresh_token']) {
          requests.push({
            method: 'POST',
            url: '/oauth/token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({
              grant_type: grant,
              client_id: clientId,
              [field]: String(value),
            }).toString(),
          });
        }
      }
    }
    const valid = authorizeRequest(clientId);
    for (const field of Object.keys(valid)) {
      for (const value of strings) {
        const query = new URLSearchParams({ ...valid, [field]: String(value) });
        requests.push({ method: 'GET', url: `/oauth/authorize?${query}` });
      }
    }
    requests.push({
      method: 'GET',
      url: `/oauth/authorize?client_id=${clientId}&client_id=x&redirect_uri=${TEST_REDIRECT_URI}`,
    });
    const failures: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject(request);
      const label = `${response.statusCode} ${request.method} ${request.url.slice(0, 90)} ${String(request.payload ?? '').slice(0, 60)}`;
      if (response.statusCode >= 500) failures.push(label);
      else if (response.statusCode >= 400 && !wellFormed(response.json()))
        failures.push(`body: ${label}`);
    }
    expect(requests.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);
});
