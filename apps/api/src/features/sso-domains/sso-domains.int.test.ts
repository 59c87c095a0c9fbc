import { ssoDomainErrorCodes, ssoDomainMessages } from '@rumo/shared/sso-domains/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createTeam, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TxtResolver } from './dns-resolver';

/** The DNS as the tests set it: name -> TXT records (each its strings); an Error fails the lookup. */
const dns = new Map<string, string[][] | Error>();
const dnsError = (code: string) => Object.assign(new Error(`queryTxt ${code}`), { code });
const stubResolver: TxtResolver = async (hostname) => {
  const answer = dns.get(hostname) ?? dnsError('ENOTFOUND');
  if (answer instanceof Error) throw answer;
  return answer;
};

describe('e-mail domains of a company (Configurações › Segurança)', () => {
  let t: TestApp;
  let a: FixtureCompany;
  let b: FixtureCompany;
  beforeAll(async () => {
    t = await createTestApp({ resolveTxt: stubResolver });
    a = await createCompanyWithUsers(t, { name: 'Empresa A' });
    b = await createCompanyWithUsers(t, { name: 'Empresa B' });
  });
  afterAll(() => t.close());

  const add = (company: FixtureCompany, domain: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sso-domains',
      headers: company.admin.headers,
      payload: { domain },
    });
  const verify = (company: FixtureCompany, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sso-domains/${id}/verify`,
      headers: company.admin.headers,
    });
  const list = (company: FixtureCompany) =>
    t.app.inject({ method: 'GET', url: '/api/sso-domains', headers: company.admin.headers });

  it('adds a domain with the exact TXT record to publish, and verifies it from the DNS', async () => {
    const added = await add(a, '  Acme-Verifica.com.BR. ');
    expect(added.statusCode).toBe(201);
    const domain = added.json();
    expect(domain).toMatchObject({
      domain: 'acme-verifica.com.br',
      verifiedAt: null,
      requireSso: false,
    });
    expect(domain.txtRecord).toMatch(/^rumo-verificacao=[0-9a-f]{32}$/);

    // Other TXT records beside ours (SPF), ours split in two strings as DNS may send it.
    const half = Math.floor(domain.txtRecord.length / 2);
    dns.set('acme-verifica.com.br', [
      ['v=spf1 include:_spf.google.com ~all'],
      [domain.txtRecord.slice(0, half), domain.txtRecord.slice(half)],
    ]);
    const verified = await verify(a, domain.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verifiedAt).not.toBeNull();

    expect((await list(a)).json()).toMatchObject({
      data: [{ id: domain.id, domain: 'acme-verifica.com.br', txtRecord: domain.txtRecord }],
      defaultTeamId: null,
      ssoAvailable: false,
    });
    // Company B sees none of it, and cannot verify A's domain by its id.
    expect((await list(b)).json().data).toEqual([]);
    expect((await verify(b, domain.id)).statusCode).toBe(404);
  });

  it('refuses a wrong token, a missing record and a failed lookup, each with its message', async () => {
    const { id } = (await add(a, 'quase.com.br')).json();
    const expectRefusal = async (code: string, message: string) => {
      const response = await verify(a, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
    };
    dns.set('quase.com.br', [['rumo-verificacao=00000000000000000000000000000000']]);
    await expectRefusal(ssoDomainErrorCodes.wrongToken, ssoDomainMessages.wrongToken);
    dns.set('quase.com.br', [['v=spf1 -all']]);
    await expectRefusal(ssoDomainErrorCodes.noRecord, ssoDomainMessages.noRecord);
    dns.set('quase.com.br', dnsError('ENODATA'));
    await expectRefusal(ssoDomainErrorCodes.noRecord, ssoDomainMessages.noRecord);
    dns.delete('quase.com.br');
    await expectRefusal(ssoDomainErrorCodes.noRecord, ssoDomainMessages.noRecord);
    dns.set('quase.com.br', dnsError('ESERVFAIL'));
    await expectRefusal(ssoDomainErrorCodes.resolverFailed, ssoDomainMessages.resolverFailed);
    dns.set('quase.com.br', dnsError('ETIMEOUT'));
    await expectRefusal(ssoDomainErrorCodes.resolverFailed, ssoDomainMessages.resolverFailed);
    expect((await list(a)).json().data.find((d: { id: string }) => d.id === id).verifiedAt).toBe(
      null,
    );
  });

  it('lets one company only verify a domain: the other is refused when adding or verifying', async () => {
    const first = (await add(a, 'disputado.com')).json();
    const second = (await add(b, 'disputado.com')).json();
    dns.set('disputado.com', [[first.txtRecord], [second.txtRecord]]);
    expect((await verify(a, first.id)).statusCode).toBe(200);

    const claim = await verify(b, second.id);
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({
      code: ssoDomainErrorCodes.claimedElsewhere,
      message: ssoDomainMessages.claimedElsewhere,
    });
    const again = await add(b, 'outro-nome.disputado.com');
    expect(again.statusCode).toBe(201);
    const readd = await add(b, 'DISPUTADO.com');
    expect(readd.statusCode).toBe(409);
    expect(readd.json().code).toBe(ssoDomainErrorCodes.alreadyAdded);
    const c = await createCompanyWithUsers(t, { name: 'Empresa C' });
    const taken = await add(c, 'disputado.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ssoDomainMessages.claimedElsewhere);
  });

  it('refuses free e-mail providers and what is not a domain', async () => {
    for (const domain of ['gmail.com', 'Outlook.com', 'hotmail.com', 'uol.com.br', 'icloud.com']) {
      const response = await add(a, domain);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].message).toBe(ssoDomainMessages.publicDomain);
    }
    for (const domain of ['pessoa@empresa.com', 'https://empresa.com', 'empresa', '-a.com', '']) {
      const response = await add(a, domain);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].message).toBe(ssoDomainMessages.invalidDomain);
    }
  });

  it('refuses "Exigir SSO" on an unverified domain and without an identity provider', async () => {
    const unverified = (await add(a, 'nao-verificado.com')).json();
    const require = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sso-domains/${id}/enforcement`,
        headers: a.admin.headers,
        payload: { requireSso: true },
      });
    expect((await require(unverified.id)).json().code).toBe(ssoDomainErrorCodes.notVerified);
    const verified = (await list(a))
      .json()
      .data.find((d: { verifiedAt: string | null }) => d.verifiedAt);
    const refused = await require(verified.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ssoDomainErrorCodes.noProvider,
      message: ssoDomainMessages.noProvider,
    });
  });

  it('sets the default team of new SSO people to a team of the company only, and removes domains', async () => {
    const team = await createTeam(t, a.companyId);
    const otherTeam = await createTeam(t, b.companyId);
    const put = (defaultTeamId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/sso-domains/provisioning',
        headers: a.admin.headers,
        payload: { defaultTeamId },
      });
    expect((await put(otherTeam.id)).statusCode).toBe(400);
    expect((await put(team.id)).statusCode).toBe(204);
    expect((await list(a)).json().defaultTeamId).toBe(team.id);
    expect((await put(null)).statusCode).toBe(204);
    expect((await list(a)).json().defaultTeamId).toBeNull();

    const { id } = (await add(a, 'remover.com')).json();
    const remove = (company: FixtureCompany) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/sso-domains/${id}`,
        headers: company.admin.headers,
      });
    expect((await remove(b)).statusCode).toBe(404);
    expect((await remove(a)).statusCode).toBe(204);
    expect((await remove(a)).statusCode).toBe(404);
  });

  it('is for company admins only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sso-domains',
      headers: a.user.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
