import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { samlErrorCodes } from '@rumo/shared/sso/saml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeUrlMessage } from '../../lib/safe-fetch';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import {
  certBody,
  idpMetadataXml,
  TEST_IDP_ENTITY_ID,
  TEST_IDP_SSO_URL,
  testIdpKeys,
} from '../../test/saml-idp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ssoDomains } from '../sso-domains/sso-domains.table';

/** Configurações › Segurança › SAML: metadata in (pasted or by URL), SP metadata out, /login. */
describe('SAML configuration (admin) and SP metadata', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, {
      role: 'admin',
      email: `ana@${randomUUID().slice(0, 8)}.com.br`,
    });
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/sso/saml', headers: admin.headers, payload });
  const config = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/sso/saml', headers: admin.headers })).json();

  it('publishes the SP metadata: entityID, ACS (HTTP-POST), NameID e-mail, signed assertions', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${admin.companyId}/metadata`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    const base = `http://rumo.test/api/sso/saml/${admin.companyId}`;
    expect(response.body).toContain(`entityID="${base}/metadata"`);
    expect(response.body).toContain(`Location="${base}/acs"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
    expect(response.body).toContain('nameid-format:emailAddress');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${randomUUID()}/metadata`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('starts unconfigured, refuses a save without metadata or with broken XML (pt-BR)', async () => {
    expect(await config()).toMatchObject({
      serviceProvider: { acsUrl: `http://rumo.test/api/sso/saml/${admin.companyId}/acs` },
      provider: null,
    });
    const empty = await save({ enabled: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'Cole o XML de metadados do provedor ou informe a URL dos metadados.',
    );
    const broken = await save({ metadataXml: '<md:EntityDescriptor' });
    expect(broken.json()).toMatchObject({
      code: samlErrorCodes.invalidMetadata,
      message: 'O XML de metadados do provedor não é válido.',
    });
  });

  it('reads pasted metadata: entity ID, SSO URL, certificate fingerprint', async () => {
    const saved = await save({ metadataXml: idpMetadataXml(), sessionHours: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().provider).toMatchObject({
      enabled: true,
      sessionHours: 8,
      idpEntityId: TEST_IDP_ENTITY_ID,
      ssoUrl: TEST_IDP_SSO_URL,
      metadataUrl: null,
    });
    expect(saved.json().provider.certificateFingerprints).toHaveLength(1);
    expect(saved.json().provider.certificateFingerprints[0]).toMatch(
      /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
    );
    // The SAML provider is not listed as an OIDC one's form would edit it.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/sso/providers',
      headers: admin.headers,
    });
    expect(listed.json().data).toMatchObject([{ kind: 'saml' }]);
  });

  it('fetches metadata by URL (HTTP only on this machine outside production)', async () => {
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/xml');
      response.end(idpMetadataXml(testIdpKeys.other.cert));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const metadataUrl = `http://127.0.0.1:${port}/metadata`;
      const saved = await save({ metadataUrl });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().provider.metadataUrl).toBe(metadataUrl);
      const stored = await t.db.query.samlProviders.findFirst({
        where: (row, { eq }) => eq(row.companyId, admin.companyId),
      });
      expect(stored?.signingCerts).toContain(certBody(testIdpKeys.other.cert));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const plain = await save({ metadataUrl: 'http://idp.example.com/metadata' });
    expect(plain.json().message).toBe('Informe a URL dos metadados começando com https://.');
    // The cloud's metadata service or a private network: refused before any request.
    for (const internal of ['https://169.254.169.254/metadata', 'https://10.0.0.5/metadata']) {
      const refused = await save({ metadataUrl: internal });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(unsafeUrlMessage);
    }
  });

  it('answers /login with a SAML button for the company domain, none once disabled', async () => {
    const domain = admin.email.split('@')[1] ?? '';
    // Discovery answers from the domains the company verified.
    await t.db
      .insert(ssoDomains)
      .values({ companyId: admin.companyId, domain, token: 'x', verifiedAt: new Date() });
    const discover = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/sso/discover?domain=${domain}` })).json();
    expect((await discover()).providers).toMatchObject([
      { label: 'Entrar com SSO', startPath: `/api/sso/saml/${admin.companyId}/start` },
    ]);
    expect((await save({ enabled: false })).json().provider.enabled).toBe(false);
    expect((await discover()).providers).toEqual([]);
  });

  it('removes the provider', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/sso/saml',
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await config()).provider).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/sso/saml',
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
