import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { describe, expect, it } from 'vitest';
import {
  buildSamlResponse,
  certBody,
  idpMetadataXml,
  samlPostBody,
  testIdpKeys,
} from './saml-idp.js';

// The local IdP must produce Responses a real SAML library accepts, and each broken variant must be
// refused for the right reason, before the ACS route relies on it.
const SP_ENTITY_ID = 'https://rumo.test/api/sso/saml/acme/metadata';
const ACS_URL = 'https://rumo.test/api/sso/saml/acme/acs';

function sp(overrides: Partial<ConstructorParameters<typeof SAML>[0]> = {}) {
  return new SAML({
    issuer: SP_ENTITY_ID,
    callbackUrl: ACS_URL,
    audience: SP_ENTITY_ID,
    idpCert: certBody(testIdpKeys.idp.cert),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: 60_000,
    validateInResponseTo: ValidateInResponseTo.never,
    ...overrides,
  });
}

const base = () => ({
  audience: SP_ENTITY_ID,
  acsUrl: ACS_URL,
  email: 'ana@acme.test',
  issuedAt: new Date(),
});
const validate = (xml: string, s = sp()) => s.validatePostResponseAsync(samlPostBody(xml));

describe('local SAML IdP', () => {
  it('produces a signed Response node-saml accepts, with the e-mail as NameID', async () => {
    const { xml } = buildSamlResponse(base());
    const { profile } = await validate(xml);
    expect(profile?.nameID).toBe('ana@acme.test');
    expect(profile?.issuer).toBe('https://idp.rumo.test/saml');
  });

  it('carries a mail attribute when asked', async () => {
    const { xml } = buildSamlResponse({
      ...base(),
      email: 'persistent-id-42',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      mailAttribute: 'ana@acme.test',
    });
    const { profile } = await validate(xml);
    expect(profile?.mail).toBe('ana@acme.test');
  });

  it('tampered assertion: signature no longer verifies', async () => {
    const { xml } = buildSamlResponse(base());
    await expect(validate(xml.replace('ana@acme.test', 'boss@acme.test'))).rejects.toThrow(
      /signature/i,
    );
  });

  it('unsigned assertion is refused', async () => {
    const { xml } = buildSamlResponse({ ...base(), sign: 'none' });
    await expect(validate(xml)).rejects.toThrow(/signature/i);
  });

  it("another IdP's key is refused", async () => {
    const { xml } = buildSamlResponse({
      ...base(),
      signingKey: testIdpKeys.other.key,
      signingCert: testIdpKeys.other.cert,
    });
    await expect(validate(xml)).rejects.toThrow(/signature/i);
  });

  it('expired and not-yet-valid assertions are refused', async () => {
    const now = Date.now();
    const expired = buildSamlResponse({
      ...base(),
      issuedAt: new Date(now - 3_600_000),
      notOnOrAfter: new Date(now - 120_000),
    });
    await expect(validate(expired.xml)).rejects.toThrow(/expired|NotOnOrAfter/i);
    const future = buildSamlResponse({ ...base(), notBefore: new Date(now + 600_000) });
    await expect(validate(future.xml)).rejects.toThrow(/not yet valid|NotBefore/i);
  });

  it('wrong audience is refused', async () => {
    const { xml } = buildSamlResponse({ ...base(), audience: 'https://elsewhere.test/sp' });
    await expect(validate(xml)).rejects.toThrow(/audience/i);
  });

  it('a Response without InResponseTo is refused when one is required', async () => {
    const { xml } = buildSamlResponse(base());
    await expect(
      validate(xml, sp({ validateInResponseTo: ValidateInResponseTo.always })),
    ).rejects.toThrow(/InResponseTo/i);
  });

  it('metadata names the signing certificate', () => {
    expect(idpMetadataXml()).toContain(certBody(testIdpKeys.idp.cert));
  });
});
