import { describe, expect, it } from 'vitest';
import {
  certBody,
  idpMetadataXml,
  TEST_IDP_ENTITY_ID,
  TEST_IDP_SLO_URL,
  TEST_IDP_SSO_URL,
  testIdpKeys,
} from '../../test/saml-idp.js';
import { parseSamlIdpMetadata, SamlMetadataError } from './saml-idp-metadata.js';

describe('parseSamlIdpMetadata', () => {
  it('reads entityID, the Redirect SSO URL and the signing certificate', () => {
    expect(parseSamlIdpMetadata(idpMetadataXml())).toEqual({
      entityId: TEST_IDP_ENTITY_ID,
      ssoUrl: TEST_IDP_SSO_URL,
      ssoBinding: 'redirect',
      signingCerts: [certBody(testIdpKeys.idp.cert)],
      slo: { url: TEST_IDP_SLO_URL, binding: 'redirect' },
    });
  });

  it('reads the Single Logout endpoint, POST when it is the only one, none when absent', () => {
    const post = idpMetadataXml().replace(
      /(<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:)HTTP-Redirect/,
      '$1HTTP-POST',
    );
    expect(parseSamlIdpMetadata(post).slo).toEqual({ url: TEST_IDP_SLO_URL, binding: 'post' });
    const none = idpMetadataXml(undefined, undefined, undefined, null);
    expect(parseSamlIdpMetadata(none).slo).toBeNull();
  });

  it('falls back to the POST binding and keeps both certificates of a rollover', () => {
    const xml = idpMetadataXml(undefined, undefined, 'HTTP-POST').replace(
      '<md:NameIDFormat>',
      `<md:KeyDescriptor><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(testIdpKeys.other.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:NameIDFormat>`,
    );
    const parsed = parseSamlIdpMetadata(xml);
    expect(parsed.ssoBinding).toBe('post');
    expect(parsed.signingCerts).toEqual([
      certBody(testIdpKeys.idp.cert),
      certBody(testIdpKeys.other.cert),
    ]);
  });

  it('ignores encryption-only keys', () => {
    const xml = idpMetadataXml().replace('use="signing"', 'use="encryption"');
    expect(() => parseSamlIdpMetadata(xml)).toThrow(
      'Os metadados não têm o certificado de assinatura do provedor.',
    );
  });

  it('refuses malformed XML, a DOCTYPE, SP metadata and a missing SSO endpoint with pt-BR messages', () => {
    expect(() => parseSamlIdpMetadata('<md:EntityDescriptor')).toThrow(SamlMetadataError);
    expect(() =>
      parseSamlIdpMetadata(
        `<!DOCTYPE x [<!ENTITY e "x">]>${idpMetadataXml().replace('<?xml version="1.0"?>', '')}`,
      ),
    ).toThrow('O XML de metadados do provedor não é válido.');
    expect(() =>
      parseSamlIdpMetadata(idpMetadataXml().replaceAll('IDPSSODescriptor', 'SPSSODescriptor')),
    ).toThrow(/IDPSSODescriptor/);
    expect(() =>
      parseSamlIdpMetadata(idpMetadataXml().replace(/<md:SingleSignOnService[^>]*\/>/, '')),
    ).toThrow('Os metadados não têm um endereço de login (HTTP-Redirect ou HTTP-POST).');
  });
});
