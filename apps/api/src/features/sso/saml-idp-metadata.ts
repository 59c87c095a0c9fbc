import { DOMParser } from '@xmldom/xmldom';

/** What Rumo keeps from a SAML IdP's metadata (pasted, uploaded or fetched). */
export interface SamlIdpMetadata {
  entityId: string;
  ssoUrl: string;
  ssoBinding: 'redirect' | 'post';
  /** Signing certificates, base64 DER without PEM armour (an IdP may publish two during a rollover). */
  signingCerts: string[];
  /** The SingleLogoutService (HTTP-Redirect preferred, else HTTP-POST), when published. */
  slo: { url: string; binding: 'redirect' | 'post' } | null;
}

export class SamlMetadataError extends Error {}

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const BINDINGS = {
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect': 'redirect',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST': 'post',
} as const;

function parse(xml: string) {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(message);
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !doc?.documentElement) {
    throw new SamlMetadataError('O XML de metadados do provedor não é válido.');
  }
  return doc;
}

/** The element's endpoint for HTTP-Redirect, else HTTP-POST (other bindings are not spoken). */
function endpoint(idp: Element, element: 'SingleSignOnService' | 'SingleLogoutService') {
  const services = Array.from(idp.getElementsByTagNameNS(MD, element)).flatMap((el) => {
    const binding = BINDINGS[el.getAttribute('Binding') as keyof typeof BINDINGS];
    const url = el.getAttribute('Location')?.trim();
    return binding && url ? [{ binding, url }] : [];
  });
  return services.find((s) => s.binding === 'redirect') ?? services[0];
}

/**
 * Reads entityID, the SSO and SLO endpoints (Redirect preferred, else POST) and the signing
 * certificates.
 */
export function parseSamlIdpMetadata(xml: string): SamlIdpMetadata {
  if (/<!DOCTYPE/i.test(xml))
    throw new SamlMetadataError('O XML de metadados do provedor não é válido.');
  const doc = parse(xml);
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entityId = entity?.getAttribute('entityID')?.trim();
  if (!entity || !idp || !entityId) {
    throw new SamlMetadataError(
      'Os metadados não descrevem um provedor de identidade SAML (IDPSSODescriptor).',
    );
  }
  const sso = endpoint(idp, 'SingleSignOnService');
  if (!sso) {
    throw new SamlMetadataError(
      'Os metadados não têm um endereço de login (HTTP-Redirect ou HTTP-POST).',
    );
  }
  const signingCerts = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((kd) => {
      const use = kd.getAttribute('use');
      return !use || use === 'signing';
    })
    .flatMap((kd) => Array.from(kd.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ''))
    .filter((cert) => cert.length > 0);
  if (signingCerts.length === 0) {
    throw new SamlMetadataError('Os metadados não têm o certificado de assinatura do provedor.');
  }
  return {
    entityId,
    ssoUrl: sso.url,
    ssoBinding: sso.binding,
    signingCerts: [...new Set(signingCerts)],
    slo: endpoint(idp, 'SingleLogoutService') ?? null,
  };
}
