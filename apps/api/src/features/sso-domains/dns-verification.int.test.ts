import { Resolver } from 'node:dns/promises';
import { ssoDomainMessages } from '@rumo/shared/sso-domains/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDnsServer } from '../../test/local-dns-server';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('domain verification against a real DNS server on 127.0.0.1 (node:dns, UDP)', () => {
  const records = new Map<string, string[]>();
  let dns: Awaited<ReturnType<typeof startLocalDnsServer>>;
  let t: TestApp;
  let a: FixtureCompany;
  beforeAll(async () => {
    dns = await startLocalDnsServer(records);
    const resolver = new Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([dns.address]);
    t = await createTestApp({ resolveTxt: (hostname) => resolver.resolveTxt(hostname) });
    a = await createCompanyWithUsers(t);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('finds the record among others, and tells a missing one from a wrong one', async () => {
    const add = (domain: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso-domains',
        headers: a.admin.headers,
        payload: { domain },
      });
    const verify = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sso-domains/${id}/verify`,
        headers: a.admin.headers,
      });
    const domain = (await add('dns-real.com.br')).json();
    expect((await verify(domain.id)).json().message).toBe(ssoDomainMessages.noRecord);
    records.set('dns-real.com.br', ['v=spf1 -all', 'rumo-verificacao=outro-codigo']);
    expect((await verify(domain.id)).json().message).toBe(ssoDomainMessages.wrongToken);
    records.set('dns-real.com.br', ['v=spf1 -all', domain.txtRecord]);
    const verified = await verify(domain.id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verifiedAt).not.toBeNull();
  });
});
