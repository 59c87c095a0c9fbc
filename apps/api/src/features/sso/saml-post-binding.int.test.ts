import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import {
  buildSamlResponse,
  idpMetadataXml,
  samlPostBody,
  TEST_IDP_SSO_URL,
  testIdpKeys,
} from '../../test/saml-idp';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An IdP whose metadata offers only HTTP-POST for sign-in: start answers a self-submitting form. */
describe('SAML start with an HTTP-POST-only IdP', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: admin.headers,
      payload: {
        metadataXml: idpMetadataXml(testIdpKeys.idp.cert, TEST_IDP_SSO_URL, 'HTTP-POST'),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const hidden = (html: string, name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];

  it('posts the plain AuthnRequest to the IdP from a page its own CSP allows', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${admin.companyId}/start`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<form method="post" action="${TEST_IDP_SSO_URL}">`);
    expect(html).toContain('<button type="submit">Continuar</button>');
    // The HTTP-POST binding: base64 of the XML itself, not deflated.
    const request = Buffer.from(hidden(html, 'SAMLRequest') ?? '', 'base64').toString('utf8');
    expect(request).toContain('<samlp:AuthnRequest');
    expect(request).toContain(`Destination="${TEST_IDP_SSO_URL}"`);
    // Its one inline script runs by hash, and the form may go to the IdP only.
    const script = /<script>(.*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain('form-action https://idp.rumo.test');
    expect(csp).not.toContain("'self'");

    // The IdP answers that request at the ACS as usual.
    const requestId = /\sID="([^"]+)"/.exec(request)?.[1];
    const { xml } = buildSamlResponse({
      audience: `http://rumo.test/api/sso/saml/${admin.companyId}/metadata`,
      acsUrl: `http://rumo.test/api/sso/saml/${admin.companyId}/acs`,
      email: admin.email,
      inResponseTo: requestId,
      issuedAt: new Date(),
    });
    const acs = await t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${admin.companyId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(samlPostBody(xml)).toString(),
    });
    expect(String(acs.headers.location)).toMatch(/^\/auth\/sso#token=/);
  });
});
