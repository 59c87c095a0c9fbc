import { parseSamlXml } from './saml-xml';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

export class SamlResponseError extends Error {}

/** What the ACS checks itself before node-saml: whose request it answers and where it was sent. */
export interface SamlResponseFacts {
  inResponseTo: string | undefined;
  assertionId: string;
  notOnOrAfter: Date | undefined;
}

/**
 * Reads the base64 Response: exactly one (plain) assertion, the Response's Destination when
 * given and every SubjectConfirmationData Recipient equal to this company's ACS URL.
 */
export function readSamlResponse(base64: string, acsUrl: string): SamlResponseFacts {
  const doc = parseSamlXml(
    Buffer.from(base64, 'base64').toString('utf8'),
    (reason) => new SamlResponseError(reason),
  );
  const response = doc.documentElement;
  if (response?.namespaceURI !== PROTOCOL || response.localName !== 'Response') {
    throw new SamlResponseError('not a SAML Response');
  }
  const assertions = doc.getElementsByTagNameNS(ASSERTION, 'Assertion');
  const assertion = assertions[0];
  if (assertions.length !== 1 || !assertion) throw new SamlResponseError('not one assertion');
  const destination = response.getAttribute('Destination');
  if (destination && destination !== acsUrl) throw new SamlResponseError('wrong Destination');
  const confirmations = Array.from(
    assertion.getElementsByTagNameNS(ASSERTION, 'SubjectConfirmationData'),
  );
  if (
    confirmations.length === 0 ||
    confirmations.some((data) => data.getAttribute('Recipient') !== acsUrl)
  ) {
    throw new SamlResponseError('wrong Recipient');
  }
  const assertionId = assertion.getAttribute('ID');
  if (!assertionId) throw new SamlResponseError('assertion without ID');
  const conditions = assertion.getElementsByTagNameNS(ASSERTION, 'Conditions')[0];
  const notOnOrAfter = conditions?.getAttribute('NotOnOrAfter');
  const expiry = notOnOrAfter ? new Date(notOnOrAfter) : undefined;
  return {
    inResponseTo: response.getAttribute('InResponseTo') || undefined,
    assertionId,
    notOnOrAfter: expiry && !Number.isNaN(expiry.getTime()) ? expiry : undefined,
  };
}
