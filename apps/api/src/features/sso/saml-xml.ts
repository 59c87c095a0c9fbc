import { DOMParser } from '@xmldom/xmldom';

/**
 * Parses a SAML message strictly: a DOCTYPE (entity expansion, XXE) or any parser error is refused
 * with the caller's own error, so each binding reports it in its terms.
 */
export function parseSamlXml(xml: string, refuse: (reason: string) => Error) {
  if (/<!DOCTYPE/i.test(xml)) throw refuse('DOCTYPE in message');
  let broken = false;
  const fail = () => {
    broken = true;
  };
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (broken || !doc?.documentElement) throw refuse('malformed XML');
  return doc;
}
