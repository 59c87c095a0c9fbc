import { ssoErrorCodes } from '@rumo/shared/sso/contracts';
import { samlErrorCodes } from '@rumo/shared/sso/saml';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import {
  authnRequestIdOf,
  buildSamlResponse,
  idpMetadataXml,
  samlPostBody,
  TEST_IDP_SSO_URL,
  type TestAssertionOptions,
  testIdpKeys,
} from '../../test/saml-idp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions, signInEvents } from '../auth/auth.table';

const MINUTE_MS = 60_000;

/** SAML sign-in through the ACS with Responses from the local test IdP, each refusal proven. */
describe('SAML sign-in', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;

  const sp = (companyId: string) => ({
    audience: `http://rumo.test/api/sso/saml/${companyId}/metadata`,
    acsUrl: `http://rumo.test/api/sso/saml/${companyId}/acs`,
  });

  async function configure(user: TestUser, cert: string) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: user.headers,
      payload: { metadataXml: idpMetadataXml(cert), sessionHours: 4 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    member = await createTestUser(t, { companyId: admin.companyId });
    other = await createTestUser(t, { role: 'admin' });
    await configure(admin, testIdpKeys.idp.cert);
    await configure(other, testIdpKeys.other.cert);
  });
  afterAll(() => t.close());

  /** `start` for a company: the AuthnRequest's ID, after checking the redirect to the IdP. */
  async function start(companyId = admin.companyId) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${companyId}/start`,
    });
    expect(response.statusCode, response.body).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith(`${TEST_IDP_SSO_URL}?SAMLRequest=`)).toBe(true);
    return authnRequestIdOf(location);
  }

  async function post(xml: string, companyId = admin.companyId) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${companyId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Teste/1' },
      payload: new URLSearchParams(samlPostBody(xml)).toString(),
    });
    expect(response.statusCode, response.body).toBe(302);
    return String(response.headers.location);
  }

  /** A full SP-initiated sign-in; `change` alters the IdP's Response options. */
  async function signIn(
    email: string,
    change: (o: TestAssertionOptions) => Partial<TestAssertionOptions> = () => ({}),
  ) {
    const base: TestAssertionOptions = {
      ...sp(admin.companyId),
      email,
      inResponseTo: await start(),
      issuedAt: new Date(),
    };
    return post(buildSamlResponse({ ...base, ...change(base) }).xml);
  }

  const tokenOf = (location: string) => {
    const match = /^\/auth\/sso#token=(.+)$/.exec(location);
    return match ? decodeURIComponent(match[1] ?? '') : undefined;
  };
  const refusedWith = (location: string) => new URL(location, 'http://x').searchParams.get('erro');

  it('signs the member in from a signed assertion, method saml, session hours of the provider', async () => {
    const token = tokenOf(await signIn(member.email));
    expect(token).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().email).toBe(member.email);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.id), eq(sessions.method, 'saml')));
    expect(session?.ssoSubject).toBe(member.email);
    const hours = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / (60 * MINUTE_MS);
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it('takes the e-mail from the mail attribute when the NameID is persistent', async () => {
    const location = await signIn('persistent-42', () => ({
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      mailAttribute: member.email,
    }));
    expect(tokenOf(location)).toBeTruthy();
  });

  const auditCount = async () =>
    (await t.db.select().from(signInEvents).where(eq(signInEvents.companyId, admin.companyId)))
      .length;

  /** Why the last refusal happened, as the ACS logged it (reason and node-saml's error). */
  async function refusalReason(run: () => Promise<string>) {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      expect(refusedWith(await run())).toBe(ssoErrorCodes.signInFailed);
      const [fields] = (warn.mock.calls.at(-1) ?? []) as unknown as [
        { reason?: string; err?: Error },
      ];
      return `${fields?.reason} ${fields?.err?.message ?? ''}`;
    } finally {
      warn.mockRestore();
    }
  }

  it.each([
    ['unsigned', /signature/i, () => ({ sign: 'none' as const })],
    [
      'expired',
      /expired|No valid subject confirmation/i,
      () => ({
        issuedAt: new Date(Date.now() - 60 * MINUTE_MS),
        notOnOrAfter: new Date(Date.now() - 2 * MINUTE_MS),
      }),
    ],
    [
      'not yet valid',
      /not yet valid/i,
      () => ({ notBefore: new Date(Date.now() + 10 * MINUTE_MS) }),
    ],
    ['for another audience', /audience/i, () => ({ audience: 'https://elsewhere.test/sp' })],
    [
      'for another recipient',
      /wrong (Destination|Recipient)/,
      () => ({ acsUrl: sp(other.companyId).acsUrl }),
    ],
    ['for an unknown request', /InResponseTo/, () => ({ inResponseTo: '_unknown-request' })],
    [
      "signed with another company's key",
      /signature/i,
      () => ({ signingKey: testIdpKeys.other.key, signingCert: testIdpKeys.other.cert }),
    ],
  ])(
    'refuses an assertion %s for that reason, recorded in the sign-in audit',
    async (_name, reason, change) => {
      const before = await auditCount();
      expect(await refusalReason(() => signIn(member.email, change))).toMatch(reason);
      expect(await auditCount()).toBe(before + 1);
    },
  );

  it('refuses a tampered assertion (e-mail changed after signing)', async () => {
    const { xml } = buildSamlResponse({
      ...sp(admin.companyId),
      email: member.email,
      inResponseTo: await start(),
      issuedAt: new Date(),
    });
    expect(await refusalReason(() => post(xml.replace(member.email, admin.email)))).toMatch(
      /signature/i,
    );
  });

  it('refuses the same Response twice (its request is consumed once)', async () => {
    const inResponseTo = await start();
    const { xml } = buildSamlResponse({
      ...sp(admin.companyId),
      email: member.email,
      inResponseTo,
      issuedAt: new Date(),
    });
    expect(tokenOf(await post(xml))).toBeTruthy();
    expect(refusedWith(await post(xml))).toBe(ssoErrorCodes.signInFailed);
  });

  it('refuses a replayed assertion ID even in answer to a new request', async () => {
    const assertionId = `_replayed-${Date.now()}`;
    expect(tokenOf(await signIn(member.email, () => ({ assertionId })))).toBeTruthy();
    expect(refusedWith(await signIn(member.email, () => ({ assertionId })))).toBe(
      ssoErrorCodes.signInFailed,
    );
  });

  it("refuses another company's request ID and another company's ACS", async () => {
    const othersRequest = await start(other.companyId);
    const location = await signIn(member.email, () => ({ inResponseTo: othersRequest }));
    expect(refusedWith(location)).toBe(ssoErrorCodes.signInFailed);
    // A Response for company A posted to company B's ACS: B's key, audience and recipient differ.
    const { xml } = buildSamlResponse({
      ...sp(admin.companyId),
      email: member.email,
      inResponseTo: await start(),
      issuedAt: new Date(),
    });
    expect(refusedWith(await post(xml, other.companyId))).toBe(ssoErrorCodes.signInFailed);
  });

  it('refuses an IdP-initiated Response with its own pt-BR reason', async () => {
    const { xml } = buildSamlResponse({
      ...sp(admin.companyId),
      email: member.email,
      issuedAt: new Date(),
    });
    expect(refusedWith(await post(xml))).toBe(samlErrorCodes.idpInitiated);
  });

  it('refuses disabled and unknown people through completeSsoSignIn', async () => {
    const disabled = await createTestUser(t, { companyId: admin.companyId, status: 'disabled' });
    expect(refusedWith(await signIn(disabled.email))).toBe(ssoErrorCodes.userDisabled);
    expect(refusedWith(await signIn('ninguem@desconhecido.test'))).toBe(ssoErrorCodes.userUnknown);
    // Another company's person is unknown here.
    expect(refusedWith(await signIn(other.email))).toBe(ssoErrorCodes.userUnknown);
  });

  it('does not start or finish while the provider is disabled', async () => {
    const inResponseTo = await start();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: admin.headers,
      payload: { enabled: false, sessionHours: 4 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { xml } = buildSamlResponse({
      ...sp(admin.companyId),
      email: member.email,
      inResponseTo,
      issuedAt: new Date(),
    });
    expect(refusedWith(await post(xml))).toBe(ssoErrorCodes.providerUnavailable);
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/sso/saml/${admin.companyId}/start`,
    });
    expect(refusedWith(String(started.headers.location))).toBe(ssoErrorCodes.providerUnavailable);
    await configure(admin, testIdpKeys.idp.cert);
  });
});
