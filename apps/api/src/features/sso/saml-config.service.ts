import { createHash } from 'node:crypto';
import {
  type SamlConfig,
  type SamlConfigBody,
  samlErrorCodes,
  samlMessages,
} from '@rumo/shared/sso/saml';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { badRequest, notFound } from '../../lib/errors';
import { UnsafeUrlError } from '../../lib/safe-fetch';
import { insecureAllowed, providerFetch } from './oidc-client';
import {
  findSamlProvider,
  findSamlSpKey,
  insertSamlProvider,
  updateSamlProvider,
} from './saml.repository';
import { parseSamlIdpMetadata, type SamlIdpMetadata, SamlMetadataError } from './saml-idp-metadata';
import { ensureSamlSpKey, pemBody } from './saml-sp-key';
import {
  deleteIdentityProvider,
  insertIdentityProvider,
  updateIdentityProvider,
} from './sso.repository';

const METADATA_TIMEOUT_MS = 10_000;
const METADATA_MAX_BYTES = 200_000;

export interface SamlConfigContext extends Pick<DomainContext, 'db' | 'events' | 'now'> {
  config: Pick<AppConfig, 'publicUrl' | 'nodeEnv' | 'jwtSecret'>;
  fetch?: typeof fetch | undefined;
}

/** Rumo's side of the company's SAML trust: named by the company, one IdP per company. */
export function serviceProvider(config: Pick<AppConfig, 'publicUrl'>, companyId: string) {
  const base = `${config.publicUrl}/api/sso/saml/${companyId}`;
  return {
    entityId: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    metadataUrl: `${base}/metadata`,
    startUrl: `${base}/start`,
    sloUrl: `${base}/slo`,
  };
}

const fingerprint = (certBase64: string) =>
  (createHash('sha256').update(Buffer.from(certBase64, 'base64')).digest('hex').match(/../g) ?? [])
    .join(':')
    .toUpperCase();

export async function getSamlConfig(
  ctx: Pick<SamlConfigContext, 'db' | 'config'>,
  companyId: string,
): Promise<SamlConfig> {
  const row = await findSamlProvider(ctx.db, companyId);
  const key = await findSamlSpKey(ctx.db, companyId);
  return {
    serviceProvider: {
      ...serviceProvider(ctx.config, companyId),
      // Public: the IdP checks our LogoutResponses with it. The private key is never read here.
      certificate: key?.certificate ?? null,
    },
    provider: row
      ? {
          providerId: row.providerId,
          enabled: row.enabled,
          sessionHours: row.sessionHours,
          idpEntityId: row.idpEntityId,
          ssoUrl: row.ssoUrl,
          certificateFingerprints: row.signingCerts.map(fingerprint),
          metadataUrl: row.metadataUrl,
          sloUrl: row.sloUrl,
        }
      : null,
  };
}

const invalid = (message: string) => badRequest(samlErrorCodes.invalidMetadata, message);

/** The IdP's metadata by URL: HTTPS, or HTTP to this machine outside production. */
async function fetchMetadata(ctx: SamlConfigContext, address: string): Promise<string> {
  const url = new URL(address);
  if (url.protocol !== 'https:' && !insecureAllowed(url, ctx.config.nodeEnv)) {
    throw invalid(samlMessages.metadataUrlInsecure);
  }
  // A URL an admin typed: private and internal addresses are refused (lib/safe-fetch.ts).
  const fetcher = ctx.fetch ?? providerFetch(ctx.config.nodeEnv);
  try {
    const response = await fetcher(url, {
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok || text.length > METADATA_MAX_BYTES)
      throw new Error(`HTTP ${response.status}`);
    return text;
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw invalid(error.message);
    throw invalid(samlMessages.metadataUnreachable);
  }
}

async function readMetadata(ctx: SamlConfigContext, body: SamlConfigBody) {
  const xml =
    body.metadataXml || (body.metadataUrl ? await fetchMetadata(ctx, body.metadataUrl) : '');
  if (!xml) return undefined;
  try {
    return parseSamlIdpMetadata(xml);
  } catch (error) {
    if (error instanceof SamlMetadataError) throw invalid(error.message);
    throw error;
  }
}

const samlColumns = (metadata: SamlIdpMetadata, body: SamlConfigBody) => ({
  idpEntityId: metadata.entityId,
  ssoUrl: metadata.ssoUrl,
  ssoBinding: metadata.ssoBinding,
  signingCerts: metadata.signingCerts,
  metadataUrl: body.metadataXml ? null : (body.metadataUrl ?? null),
  sloUrl: metadata.slo?.url ?? null,
  sloBinding: metadata.slo?.binding ?? null,
});

/** Creates or replaces the company's SAML IdP; metadata may be left out to keep the stored one. */
export async function saveSamlConfig(
  ctx: SamlConfigContext,
  companyId: string,
  body: SamlConfigBody,
): Promise<SamlConfig> {
  const metadata = await readMetadata(ctx, body);
  const existing = await findSamlProvider(ctx.db, companyId);
  if (!existing && !metadata) throw invalid(samlMessages.metadataRequired);
  await inTransaction(ctx, async (tx: Database) => {
    const seam = { enabled: body.enabled, sessionHours: body.sessionHours };
    if (existing) {
      await updateIdentityProvider(tx, companyId, existing.providerId, {
        ...seam,
        ...(metadata ? { issuer: metadata.entityId } : {}),
      });
      if (metadata) await updateSamlProvider(tx, companyId, samlColumns(metadata, body));
      return;
    }
    if (!metadata) return;
    const provider = await insertIdentityProvider(tx, {
      companyId,
      kind: 'saml',
      preset: 'custom',
      issuer: metadata.entityId,
      clientId: serviceProvider(ctx.config, companyId).entityId,
      ...seam,
    });
    await insertSamlProvider(tx, {
      providerId: provider.id,
      companyId,
      ...samlColumns(metadata, body),
    });
  });
  await ensureSamlSpKey(ctx, companyId);
  return getSamlConfig(ctx, companyId);
}

export async function removeSamlConfig(ctx: SamlConfigContext, companyId: string): Promise<void> {
  const existing = await findSamlProvider(ctx.db, companyId);
  if (!existing || !(await deleteIdentityProvider(ctx.db, companyId, existing.providerId))) {
    throw notFound();
  }
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * SP metadata the admin gives the IdP: entityID, the signing certificate (our LogoutResponses),
 * Single Logout (HTTP-Redirect and HTTP-POST), NameID e-mail, ACS (HTTP-POST), signed assertions.
 */
export function serviceProviderMetadataXml(
  config: Pick<AppConfig, 'publicUrl'>,
  companyId: string,
  certificate: string,
): string {
  const sp = serviceProvider(config, companyId);
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(sp.entityId)}">
  <md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${pemBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(sp.sloUrl)}"/>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(sp.sloUrl)}"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(sp.acsUrl)}" index="0" isDefault="true"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`;
}
