import { samlErrorCodes } from '@rumo/shared/sso/saml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import {
  authnRequestIdOf,
  buildLogoutRequest,
  buildSamlResponse,
  idpMetadataXml,
  logoutPostBody,
  logoutRedirectQuery,
  readSignedLogoutResponse,
  samlPostBody,
  TEST_IDP_SLO_URL,
  type TestLogoutRequestOptions,
  testIdpKeys,
} from '../../test/saml-idp';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE_MS = 60_000;

/** IdP-initiated SAML Single Logout against the local test IdP, each refusal proven. */
describe('SAML Single Logout', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let colleague: TestUser;
  let otherAdmin: TestUser;
  let outsider: TestUser;

  const base = (companyId: string) => `http://rumo.test/api/sso/saml/${companyId}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    member = await createTestUser(t, { companyId: admin.companyId });
    colleague = await createTestUser(t, { companyId: admin.companyId });
    otherAdmin = await createTestUser(t, { role: 'admin' });
    outsider = await createTestUser(t, { companyId: otherAdmin.companyId });
    // Both companies trust the same IdP (same entityID and key): only the SLO URL tells them apart.
    for (const user of [admin, otherAdmin]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/sso/saml',
        headers: user.headers,
        payload: { metadataXml: idpMetadataXml() },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain('PRIVATE KEY');
    }
  });
  afterAll(() => t.close());

  /** A SAML sign-in through start and the ACS: the session's token and its SessionIndex. */
  async function signIn(user: TestUser) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${user.companyId}/start`,
    });
    const { xml, assertionId } = buildSamlResponse({
      audience: `${base(user.companyId)}/metadata`,
      acsUrl: `${base(user.companyId)}/acs`,
      email: user.email,
      inResponseTo: authnRequestIdOf(String(start.headers.location)),
      issuedAt: new Date(),
    });
    const acs = await t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${user.companyId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(samlPostBody(xml)).toString(),
    });
    const token = /#token=(.+)$/.exec(String(acs.headers.location))?.[1];
    expect(token, String(acs.headers.location)).toBeTruthy();
    return { token: decodeURIComponent(token ?? ''), sessionIndex: assertionId };
  }

  const alive = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode === 200;

  const request = (o: Partial<TestLogoutRequestOptions> & { nameId: string }) =>
    buildLogoutRequest({ destination: `${base(admin.companyId)}/slo`, ...o });

  const viaRedirect = (query: string, companyId = admin.companyId) =>
    t.app.inject({ method: 'GET', url: `/api/sso/saml/${companyId}/slo?${query}` });

  const viaPost = (body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${admin.companyId}/slo`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  const spCertificate = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/sso/saml', headers: admin.headers })).json()
      .serviceProvider.certificate as string;

  it('publishes the signing certificate and both SLO bindings; the IdP SLO URL is kept', async () => {
    const metadata = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${admin.companyId}/metadata`,
    });
    expect(metadata.statusCode).toBe(200);
    const certificate = await spCertificate();
    const body = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    expect(metadata.body).toContain(
      `<md:KeyDescriptor use="signing">\n      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate>`,
    );
    for (const binding of ['HTTP-Redirect', 'HTTP-POST']) {
      expect(metadata.body).toContain(
        `<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${base(admin.companyId)}/slo"/>`,
      );
    }
    expect(metadata.body).not.toContain('PRIVATE KEY');
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/sso/saml',
      headers: admin.headers,
    });
    expect(config.json().provider.sloUrl).toBe(TEST_IDP_SLO_URL);
    expect(config.json().serviceProvider.sloUrl).toBe(`${base(admin.companyId)}/slo`);
    expect(config.body).not.toContain('PRIVATE KEY');
    // Another company has its own key pair.
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/sso/saml', headers: otherAdmin.headers })
      ).json().serviceProvider.certificate,
    ).not.toBe(certificate);
  });

  it('HTTP-Redirect: ends every session of the NameID, only those, and answers a signed LogoutResponse', async () => {
    const first = await signIn(member);
    const second = await signIn(member);
    const bystander = await signIn(colleague);
    const elsewhere = await signIn(outsider);
    const { xml, id } = request({ nameId: member.email });
    // The same NameID at the other company: its SLO URL is another, its sessions are not named.
    const outsiderNamed = request({ nameId: outsider.email });

    const response = await viaRedirect(logoutRedirectQuery(xml, { relayState: 'volta-42' }));
    expect(response.statusCode, response.body).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith(`${TEST_IDP_SLO_URL}?SAMLResponse=`)).toBe(true);
    expect(new URL(location).searchParams.get('RelayState')).toBe('volta-42');
    const answer = readSignedLogoutResponse(location, await spCertificate());
    expect(answer).toContain(`InResponseTo="${id}"`);
    expect(answer).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect(answer).toContain(`Destination="${TEST_IDP_SLO_URL}"`);
    expect(answer).toContain(`${base(admin.companyId)}/metadata</saml:Issuer>`);

    expect(await alive(first.token)).toBe(false);
    expect(await alive(second.token)).toBe(false);
    expect(await alive(bystander.token)).toBe(true);
    expect(await alive(elsewhere.token)).toBe(true);
    // Company A's SLO URL cannot end company B's sessions (wrong Destination for B, no match in A).
    await viaRedirect(logoutRedirectQuery(outsiderNamed.xml));
    expect(await alive(elsewhere.token)).toBe(true);
  });

  it('HTTP-Redirect with a SessionIndex ends only that session', async () => {
    const first = await signIn(member);
    const second = await signIn(member);
    const { xml } = request({ nameId: member.email, sessionIndex: first.sessionIndex });
    expect((await viaRedirect(logoutRedirectQuery(xml))).statusCode).toBe(302);
    expect(await alive(first.token)).toBe(false);
    expect(await alive(second.token)).toBe(true);
  });

  it('HTTP-POST: a signed LogoutRequest ends the sessions and is answered by redirect', async () => {
    const session = await signIn(member);
    const { xml, id } = request({ nameId: member.email });
    const response = await viaPost(logoutPostBody(xml));
    expect(response.statusCode, response.body).toBe(302);
    const answer = readSignedLogoutResponse(
      String(response.headers.location),
      await spCertificate(),
    );
    expect(answer).toContain(`InResponseTo="${id}"`);
    expect(await alive(session.token)).toBe(false);
  });

  it('refuses unsigned, wrongly signed, foreign, misdirected, expired and replayed requests, ending nothing', async () => {
    const session = await signIn(member);
    const named = { nameId: member.email };
    const old = new Date(Date.now() - 20 * MINUTE_MS);
    const replayed = logoutRedirectQuery(request(named).xml);
    const cases: [
      string,
      () => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
    ][] = [
      [
        'unsigned redirect',
        () => viaRedirect(logoutRedirectQuery(request(named).xml, { sign: false })),
      ],
      ['unsigned post', () => viaPost(logoutPostBody(request(named).xml, { sign: false }))],
      [
        'redirect signed by another key',
        () =>
          viaRedirect(
            logoutRedirectQuery(request(named).xml, { signingKey: testIdpKeys.other.key }),
          ),
      ],
      [
        'post signed by another key',
        () =>
          viaPost(
            logoutPostBody(request(named).xml, {
              signingKey: testIdpKeys.other.key,
              signingCert: testIdpKeys.other.cert,
            }),
          ),
      ],
      [
        'relay state changed after signing',
        () =>
          viaRedirect(
            `${logoutRedirectQuery(request(named).xml)}`.replace(
              'SAMLRequest',
              'RelayState=x&SAMLRequest',
            ),
          ),
      ],
      [
        'wrong issuer',
        () =>
          viaRedirect(
            logoutRedirectQuery(request({ ...named, issuer: 'https://outro.example/idp' }).xml),
          ),
      ],
      [
        'wrong destination',
        () =>
          viaRedirect(
            logoutRedirectQuery(
              request({ ...named, destination: `${base(otherAdmin.companyId)}/slo` }).xml,
            ),
          ),
      ],
      [
        'expired NotOnOrAfter',
        () =>
          viaRedirect(
            logoutRedirectQuery(
              request({ ...named, notOnOrAfter: new Date(Date.now() - 5 * MINUTE_MS) }).xml,
            ),
          ),
      ],
      [
        'issued twenty minutes ago',
        () =>
          viaRedirect(
            logoutRedirectQuery(
              request({ ...named, issuedAt: old, notOnOrAfter: new Date(Date.now() + MINUTE_MS) })
                .xml,
            ),
          ),
      ],
      ['another company’s SLO URL', () => viaRedirect(replayed, otherAdmin.companyId)],
    ];
    for (const [label, send] of cases) {
      const response = await send();
      expect(response.statusCode, label).toBe(302);
      expect(String(response.headers.location), label).toBe(
        `/auth/sso?erro=${samlErrorCodes.logoutRefused}`,
      );
      expect(await alive(session.token), label).toBe(true);
    }

    // The replay: accepted once (the session ends), refused the second time.
    expect(String((await viaRedirect(replayed)).headers.location)).toContain(TEST_IDP_SLO_URL);
    const again = await signIn(member);
    const second = await viaRedirect(replayed);
    expect(String(second.headers.location)).toBe(`/auth/sso?erro=${samlErrorCodes.logoutRefused}`);
    expect(await alive(again.token)).toBe(true);
  });

  it('an IdP without an SLO endpoint: the sessions end and the browser goes to /login', async () => {
    const quiet = await createTestUser(t, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: quiet.headers,
      payload: { metadataXml: idpMetadataXml(undefined, undefined, undefined, null) },
    });
    expect(saved.json().provider.sloUrl).toBeNull();
    const session = await signIn(quiet);
    const { xml } = buildLogoutRequest({
      destination: `${base(quiet.companyId)}/slo`,
      nameId: quiet.email,
    });
    const response = await viaRedirect(logoutRedirectQuery(xml), quiet.companyId);
    expect(response.headers.location).toBe('/login');
    expect(await alive(session.token)).toBe(false);
  });

  it('an IdP with only an HTTP-POST SLO endpoint gets a signed LogoutResponse by auto-posting form', async () => {
    const postOnly = await createTestUser(t, { role: 'admin' });
    const metadata = idpMetadataXml().replace(
      /(<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:)HTTP-Redirect/,
      '$1HTTP-POST',
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: postOnly.headers,
      payload: { metadataXml: metadata },
    });
    const { xml, id } = buildLogoutRequest({
      destination: `${base(postOnly.companyId)}/slo`,
      nameId: postOnly.email,
    });
    const response = await viaRedirect(logoutRedirectQuery(xml), postOnly.companyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(`action="${TEST_IDP_SLO_URL}"`);
    const field = /name="SAMLResponse" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const answer = Buffer.from(field, 'base64').toString('utf8');
    expect(answer).toContain(`InResponseTo="${id}"`);
    expect(answer).toContain('<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">');
  });
});
