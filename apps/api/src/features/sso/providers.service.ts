import {
  type ConnectionTestResult,
  type IdentityProvider,
  issuerOf,
  type OidcProviderBody,
  type SsoDiscovery,
  ssoButtonLabels,
} from '@rumo/shared/sso/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { ssoClientSecretBox } from '../../lib/secret-box';
import { revokeProviderSessions } from '../auth/public';
import {
  discoverOidc,
  discoveryFailure,
  oidcBackchannelLogoutUri,
  oidcRedirectUri,
} from './oidc-client';
import {
  deleteIdentityProvider,
  findIdentityProvider,
  findProvidersForDomain,
  insertIdentityProvider,
  listIdentityProviders,
  updateIdentityProvider,
} from './sso.repository';
import type { IdentityProviderRow } from './sso.table';

export interface ProvidersContext {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'nodeEnv' | 'publicUrl'>;
  now: Clock;
}

/** The admin's view: the secret stays in the database, only "configurado" leaves. */
export function providerView(
  config: Pick<AppConfig, 'publicUrl'>,
  row: IdentityProviderRow,
): IdentityProvider {
  return {
    id: row.id,
    kind: row.kind,
    preset: row.preset,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: row.clientSecretEncrypted !== null,
    enabled: row.enabled,
    sessionHours: row.sessionHours,
    redirectUri: oidcRedirectUri(config),
    backchannelLogoutUri: oidcBackchannelLogoutUri(config, row.id),
  };
}

export async function listProviders(ctx: ProvidersContext, companyId: string) {
  const rows = await listIdentityProviders(ctx.db, companyId);
  return { data: rows.map((row) => providerView(ctx.config, row)) };
}

function columns(ctx: ProvidersContext, body: OidcProviderBody) {
  const secret = body.clientSecret?.trim();
  return {
    preset: body.preset,
    issuer: issuerOf(body),
    clientId: body.clientId,
    enabled: body.enabled,
    sessionHours: body.sessionHours,
    ...(secret
      ? { clientSecretEncrypted: ssoClientSecretBox(ctx.config.jwtSecret).seal(secret) }
      : {}),
  };
}

export async function createOidcProvider(
  ctx: ProvidersContext,
  companyId: string,
  body: OidcProviderBody,
): Promise<IdentityProvider> {
  const row = await insertIdentityProvider(ctx.db, {
    companyId,
    kind: 'oidc',
    ...columns(ctx, body),
  });
  return providerView(ctx.config, row);
}

export async function updateOidcProvider(
  ctx: ProvidersContext,
  companyId: string,
  providerId: string,
  body: OidcProviderBody,
): Promise<IdentityProvider> {
  // A SAML provider is not edited through the OIDC form.
  if ((await findIdentityProvider(ctx.db, companyId, providerId))?.kind !== 'oidc')
    throw notFound();
  const row = await updateIdentityProvider(ctx.db, companyId, providerId, columns(ctx, body));
  if (!row) throw notFound();
  return providerView(ctx.config, row);
}

/** Removes the provider and ends the sessions opened with it; answers their ids (for the cache). */
export async function removeProvider(
  ctx: ProvidersContext,
  companyId: string,
  providerId: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    if (!(await deleteIdentityProvider(tx, companyId, providerId))) throw notFound();
    return revokeProviderSessions(tx, providerId);
  });
}

/** "Testar conexão": a real OpenID discovery of the issuer, explained in pt-BR. */
export async function testOidcConnection(
  ctx: ProvidersContext,
  issuer: string,
): Promise<ConnectionTestResult> {
  try {
    const configuration = await discoverOidc(ctx, { issuer, clientId: 'rumo-connection-test' });
    const metadata = configuration.serverMetadata();
    return {
      ok: true,
      message: 'Conexão bem-sucedida: o provedor publicou a configuração OpenID.',
      issuer: metadata.issuer,
      authorizationEndpoint: metadata.authorization_endpoint ?? null,
    };
  } catch (error) {
    return {
      ok: false,
      message: discoveryFailure(error),
      issuer: null,
      authorizationEndpoint: null,
    };
  }
}

/** /login's buttons for an e-mail domain: answered by the domain alone, never by the address. */
export async function discoverByDomain(db: Database, domain: string): Promise<SsoDiscovery> {
  const rows = await findProvidersForDomain(db, domain);
  return {
    providers: rows.map((row) => ({
      providerId: row.id,
      preset: row.preset,
      label: ssoButtonLabels[row.preset],
      startPath:
        row.kind === 'saml'
          ? `/api/sso/saml/${row.companyId}/start`
          : `/api/sso/oidc/start?provider=${row.id}`,
    })),
  };
}
