import { inflateRawSync } from 'node:zlib';
import { parseSamlXml } from './saml-xml';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
/** A LogoutRequest is a few kilobytes: anything that inflates past this is refused unread. */
const MAX_XML_BYTES = 256 * 1024;

export class SamlLogoutError extends Error {}

/** What Rumo reads itself from a LogoutRequest before node-saml checks its signature. */
export interface SamlLogoutFacts {
  id: string;
  issueInstant: Date;
  notOnOrAfter: Date | undefined;
  nameId: string;
  sessionIndexes: string[];
}

/** The XML an HTTP-Redirect carries: base64 of raw DEFLATE, inflated with a size cap. */
export function inflateRedirectMessage(base64: string): string {
  try {
    return inflateRawSync(Buffer.from(base64, 'base64'), {
      maxOutputLength: MAX_XML_BYTES,
    }).toString('utf8');
  } catch {
    throw new SamlLogoutError('undeflatable SAMLRequest');
  }
}

/** The XML an HTTP-POST carries: plain base64. */
export function decodePostMessage(base64: string): string {
  const xml = Buffer.from(base64, 'base64').toString('utf8');
  if (xml.length > MAX_XML_BYTES) throw new SamlLogoutError('SAMLRequest too large');
  return xml;
}

const children = (parent: Element, namespace: string, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === namespace &&
      (node as Element).localName === name,
  );

const instant = (value: string | null) => {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * Reads a LogoutRequest: the root element, its ID and IssueInstant, a Destination equal to this
 * company's SLO URL (node-saml does not compare it), one NameID and any SessionIndex, all direct
 * children of the root (the signature covers the root; nothing is read from elsewhere).
 */
export function readLogoutRequest(xml: string, sloUrl: string): SamlLogoutFacts {
  const root = parseSamlXml(xml, (reason) => new SamlLogoutError(reason)).documentElement;
  if (root?.namespaceURI !== PROTOCOL || root.localName !== 'LogoutRequest') {
    throw new SamlLogoutError('not a LogoutRequest');
  }
  if (root.getAttribute('Destination') !== sloUrl) throw new SamlLogoutError('wrong Destination');
  const id = root.getAttribute('ID');
  if (!id) throw new SamlLogoutError('LogoutRequest without ID');
  const issueInstant = instant(root.getAttribute('IssueInstant'));
  if (!issueInstant) throw new SamlLogoutError('LogoutRequest without IssueInstant');
  const nameIds = children(root, ASSERTION, 'NameID');
  const nameId = nameIds[0]?.textContent?.trim();
  if (nameIds.length !== 1 || !nameId) throw new SamlLogoutError('not one NameID');
  return {
    id,
    issueInstant,
    notOnOrAfter: instant(root.getAttribute('NotOnOrAfter')),
    nameId,
    sessionIndexes: children(root, PROTOCOL, 'SessionIndex')
      .map((el) => el.textContent?.trim() ?? '')
      .filter((value) => value.length > 0),
  };
}

/**
 * The signed part of an HTTP-Redirect query, from its raw (still URL-encoded) parameters in the
 * order SAML bindings §3.4.4.1 signs them; each must appear once. node-saml rebuilds the signed
 * string from this text.
 */
export function signedRedirectQuery(rawQuery: string): string {
  const tokens = rawQuery.split('&');
  const one = (key: string, required: boolean) => {
    const found = tokens.filter((token) => token.startsWith(`${key}=`));
    if (found.length > 1 || (required && found.length === 0)) {
      throw new SamlLogoutError(`${key} missing or repeated`);
    }
    return found[0];
  };
  const request = one('SAMLRequest', true);
  const relayState = one('RelayState', false);
  const sigAlg = one('SigAlg', true);
  return [request, relayState, sigAlg].filter((token) => token !== undefined).join('&');
}
