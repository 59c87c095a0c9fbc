import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the e2e DNS double (PUT /api/dev/dns-txt, outside production)', () => {
  let t: TestApp;
  let a: FixtureCompany;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createCompanyWithUsers(t);
  });
  afterAll(() => t.close());

  it('answers only this machine, and the default resolver serves what it set', async () => {
    const set = (remoteAddress: string, values: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/dev/dns-txt',
        remoteAddress,
        payload: { hostname: 'duble.com.br', values },
      });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/sso-domains',
      headers: a.admin.headers,
      payload: { domain: 'duble.com.br' },
    });
    const { id, txtRecord } = added.json();
    expect((await set('203.0.113.5', [txtRecord])).statusCode).toBe(404);
    expect((await set('127.0.0.1', [txtRecord])).statusCode).toBe(204);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/sso-domains/${id}/verify`,
      headers: a.admin.headers,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});
