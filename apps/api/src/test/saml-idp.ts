import { createSign, createVerify, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** A local SAML 2.0 IdP for tests: builds Responses and signs their Assertion with a test key. */

const keysDir = new URL('./saml-idp-keys/', import.meta.url);
const readKey = (name: string) => readFileSync(new URL(name, keysDir), 'utf8');

export const testIdpKeys = {
  idp: { key: readKey('idp.key'), cert: readKey('idp.crt') },
  other: { key: readKey('other.key'), cert: readKey('other.crt') },
} as const;

export const TEST_IDP_ENTITY_ID = 'https://idp.rumo.test/saml';
export const TEST_IDP_SSO_URL = 'https://idp.rumo.test/saml/sso';
export const TEST_IDP_SLO_URL = 'https://idp.rumo.test/saml/slo';

/** Certificate body without PEM armour, as IdP metadata and node-saml's idpCert carry it. */
export function certBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

export function idpMetadataXml(
  cert: string = testIdpKeys.idp.cert,
  ssoUrl: string = TEST_IDP_SSO_URL,
  ssoBinding: 'HTTP-Redirect' | 'HTTP-POST' = 'HTTP-Redirect',
  sloUrl: string | null = TEST_IDP_SLO_URL,
): string {
  const slo = sloUrl
    ? `<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${sloUrl}"/>`
    : '';
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${TEST_IDP_ENTITY_ID}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    ${slo}
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${ssoBinding}" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

export interface TestAssertionOptions {
  /** SP entityID the assertion is meant for. */
  audience: string;
  /** ACS URL (Response Destination and SubjectConfirmationData Recipient). */
  acsUrl: string;
  email: string;
  /** ID of the AuthnRequest; omitted for an IdP-initiated Response. */
  inResponseTo?: string;
  /** Instant the IdP issues at; validity window is [issuedAt - skewBefore, notOnOrAfter). */
  issuedAt: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** 'assertion' (default), or 'none' to send it unsigned. */
  sign?: 'assertion' | 'none';
  signingKey?: string;
  signingCert?: string;
  assertionId?: string;
  /** Extra `mail` attribute (some IdPs send a persistent NameID and the e-mail as an attribute). */
  mailAttribute?: string;
  nameIdFormat?: string;
}

const iso = (d: Date) => d.toISOString();
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function assertionXml(o: TestAssertionOptions, id: string): string {
  const notBefore = o.notBefore ?? new Date(o.issuedAt.getTime() - 60_000);
  const notOnOrAfter = o.notOnOrAfter ?? new Date(o.issuedAt.getTime() + 5 * 60_000);
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${escapeXml(o.inResponseTo)}"` : '';
  const format = o.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
  const mail = o.mailAttribute
    ? `<saml:AttributeStatement><saml:Attribute Name="mail"><saml:AttributeValue>${escapeXml(o.mailAttribute)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
    : '';
  return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(o.issuedAt)}"><saml:Issuer>${TEST_IDP_ENTITY_ID}</saml:Issuer><saml:Subject><saml:NameID Format="${format}">${escapeXml(o.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${escapeXml(o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(o.issuedAt)}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${mail}</saml:Assertion>`;
}

function signAssertion(responseXml: string, key: string, cert: string): string {
  const sig = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(responseXml, {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  });
  return sig.getSignedXml();
}

/** Builds a SAML Response (XML) as an IdP would POST it to the ACS, assertion signed unless told not to. */
export function buildSamlResponse(o: TestAssertionOptions): { xml: string; assertionId: string } {
  const assertionId = o.assertionId ?? `_a${randomUUID()}`;
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${escapeXml(o.inResponseTo)}"` : '';
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(o.issuedAt)}" Destination="${escapeXml(o.acsUrl)}"${inResponseTo}><saml:Issuer>${TEST_IDP_ENTITY_ID}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertionXml(o, assertionId)}</samlp:Response>`;
  if (o.sign === 'none') return { xml: response, assertionId };
  const key = o.signingKey ?? testIdpKeys.idp.key;
  const cert = o.signingCert ?? testIdpKeys.idp.cert;
  return { xml: signAssertion(response, key, cert), assertionId };
}

/** The form body an IdP's auto-submitting page POSTs to the ACS (HTTP-POST binding). */
export function samlPostBody(xml: string, relayState?: string): Record<string, string> {
  const body: Record<string, string> = {
    SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
  };
  if (relayState !== undefined) body.RelayState = relayState;
  return body;
}

/** The AuthnRequest an SP's HTTP-Redirect carries (`SAMLRequest`, deflated): its ID. */
export function authnRequestIdOf(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no AuthnRequest ID in the redirect');
  return id;
}

export interface TestLogoutRequestOptions {
  /** The SP's SLO URL (Destination). */
  destination: string;
  nameId: string;
  sessionIndex?: string;
  issuedAt?: Date;
  notOnOrAfter?: Date;
  issuer?: string;
  id?: string;
  signingKey?: string;
  signingCert?: string;
}

/** A LogoutRequest as the IdP sends it when the user signs out there (unsigned XML). */
export function buildLogoutRequest(o: TestLogoutRequestOptions): { xml: string; id: string } {
  const id = o.id ?? `_l${randomUUID()}`;
  const issuedAt = o.issuedAt ?? new Date();
  const notOnOrAfter = o.notOnOrAfter ?? new Date(issuedAt.getTime() + 5 * 60_000);
  const sessionIndex = o.sessionIndex
    ? `<samlp:SessionIndex>${escapeXml(o.sessionIndex)}</samlp:SessionIndex>`
    : '';
  const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${escapeXml(id)}" Version="2.0" IssueInstant="${iso(issuedAt)}" NotOnOrAfter="${iso(notOnOrAfter)}" Destination="${escapeXml(o.destination)}"><saml:Issuer>${escapeXml(o.issuer ?? TEST_IDP_ENTITY_ID)}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(o.nameId)}</saml:NameID>${sessionIndex}</samlp:LogoutRequest>`;
  return { xml, id };
}

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/**
 * The HTTP-Redirect binding's query (SAML bindings §3.4.4.1): SAMLRequest deflated and base64,
 * RelayState, SigAlg, and Signature over `SAMLRequest=…&RelayState=…&SigAlg=…` as URL-encoded.
 * `sign: false` leaves SigAlg and Signature out.
 */
export function logoutRedirectQuery(
  xml: string,
  options: { relayState?: string; signingKey?: string; sign?: boolean } = {},
): string {
  const parts = [
    `SAMLRequest=${encodeURIComponent(deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64'))}`,
  ];
  if (options.relayState) parts.push(`RelayState=${encodeURIComponent(options.relayState)}`);
  if (options.sign === false) return parts.join('&');
  parts.push(`SigAlg=${encodeURIComponent(RSA_SHA256)}`);
  const signature = createSign('RSA-SHA256')
    .update(parts.join('&'))
    .sign(options.signingKey ?? testIdpKeys.idp.key, 'base64');
  parts.push(`Signature=${encodeURIComponent(signature)}`);
  return parts.join('&');
}

/** The HTTP-POST binding's form body: the LogoutRequest with an enveloped XML signature. */
export function logoutPostBody(
  xml: string,
  options: { relayState?: string; signingKey?: string; signingCert?: string; sign?: boolean } = {},
): Record<string, string> {
  let body = xml;
  if (options.sign !== false) {
    const sig = new SignedXml({
      privateKey: options.signingKey ?? testIdpKeys.idp.key,
      publicCert: options.signingCert ?? testIdpKeys.idp.cert,
      signatureAlgorithm: RSA_SHA256,
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: "/*[local-name(.)='LogoutRequest']",
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    sig.computeSignature(xml, {
      location: {
        reference: "/*[local-name(.)='LogoutRequest']/*[local-name(.)='Issuer']",
        action: 'after',
      },
    });
    body = sig.getSignedXml();
  }
  return samlPostBodyOf('SAMLRequest', body, options.relayState);
}

function samlPostBodyOf(field: string, xml: string, relayState?: string) {
  const body: Record<string, string> = { [field]: Buffer.from(xml, 'utf8').toString('base64') };
  if (relayState !== undefined) body.RelayState = relayState;
  return body;
}

/**
 * What the IdP does with the SP's LogoutResponse redirect: checks its query signature with the
 * SP's certificate (from the SP metadata) and answers the inflated XML; throws when it fails.
 */
export function readSignedLogoutResponse(url: string, spCertificate: string): string {
  const query = url.split('?')[1] ?? '';
  const tokens = query.split('&');
  const raw = (key: string) => tokens.find((token) => token.startsWith(`${key}=`));
  const signed = [raw('SAMLResponse'), raw('RelayState'), raw('SigAlg')]
    .filter((token) => token !== undefined)
    .join('&');
  const params = new URL(url).searchParams;
  if (params.get('SigAlg') !== RSA_SHA256) throw new Error(`SigAlg ${params.get('SigAlg')}`);
  const valid = createVerify('RSA-SHA256')
    .update(signed)
    .verify(spCertificate, params.get('Signature') ?? '', 'base64');
  if (!valid) throw new Error('LogoutResponse signature invalid');
  return inflateRawSync(Buffer.from(params.get('SAMLResponse') ?? '', 'base64')).toString('utf8');
}
