import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import { type Clock, systemClock } from '../../lib/clock';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TIMEOUT_SECONDS = 10;

export const OIDC_SCOPE = 'openid email profile';

/** The one address every provider sends people back to (the attempt's cookie names the provider). */
export const oidcRedirectUri = (config: Pick<AppConfig, 'publicUrl'>) =>
  `${config.publicUrl}/api/sso/oidc/callback`;

export const oidcBackchannelLogoutUri = (
  config: Pick<AppConfig, 'publicUrl'>,
  providerId: string,
) => `${config.publicUrl}/api/sso/oidc/backchannel-logout/${providerId}`;

/**
 * Plain HTTP to a provider only on this machine (a local IdP in development and tests), and
 * never in production: openid-client refuses it unless told so explicitly, here.
 */
export function insecureAllowed(issuer: URL, nodeEnv: AppConfig['nodeEnv']): boolean {
  return (
    issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname) && nodeEnv !== 'production'
  );
}

export class InsecureIssuerError extends Error {}

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
}

/**
 * Discovers the provider (its `.well-known/openid-configuration`, whose issuer must match) and
 * answers the client configuration. Token checks use the app's clock: its distance from the
 * process clock goes in as openid-client's clock skew.
 */
export async function discoverOidc(
  { config, now }: { config: Pick<AppConfig, 'nodeEnv'>; now: Clock },
  settings: OidcClientSettings,
): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = insecureAllowed(issuer, config.nodeEnv);
  if (issuer.protocol !== 'https:' && !insecure) throw new InsecureIssuerError(settings.issuer);
  const skewSeconds = Math.round((now().getTime() - systemClock().getTime()) / 1000);
  return oidc.discovery(
    issuer,
    settings.clientId,
    { [oidc.clockSkew]: skewSeconds },
    settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      // ID tokens are checked against the provider's JWKS too, not only trusted for coming
      // over TLS from the token endpoint (openid-client skips the signature otherwise).
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
    },
  );
}

/** pt-BR for "Testar conexão" and the logs: what went wrong reaching the provider. */
export function discoveryFailure(error: unknown): string {
  if (error instanceof InsecureIssuerError) {
    return 'A URL do emissor precisa usar HTTPS.';
  }
  // openid-client wraps fetch's TypeError, which wraps the socket's error: read the chain.
  const chain: unknown[] = [];
  for (let link: unknown = error; link && chain.length < 5; link = (link as Error).cause) {
    chain.push(link);
  }
  const codes = chain.map((link) => (link as { code?: unknown }).code);
  const named = (part: string) => codes.some((value) => String(value).includes(part));
  const causeCode = codes.find((value) => typeof value === 'string' && value.startsWith('E'));
  if (chain.some((link) => link instanceof Error && link.name === 'TimeoutError')) {
    return 'O provedor não respondeu a tempo (10 segundos).';
  }
  if (causeCode === 'ENOTFOUND' || causeCode === 'EAI_AGAIN') {
    return 'Endereço do emissor não encontrado (DNS). Confira a URL.';
  }
  if (causeCode === 'ECONNREFUSED' || causeCode === 'ECONNRESET') {
    return 'O servidor do emissor recusou a conexão. Confira a URL e a porta.';
  }
  if (named('JSON_ATTRIBUTE_COMPARISON_FAILED')) {
    return 'O emissor informado no documento de descoberta é diferente da URL configurada.';
  }
  if (named('RESPONSE_IS_NOT_CONFORM') || named('RESPONSE_IS_NOT_JSON')) {
    return 'O endereço não publica um documento de descoberta OpenID válido (/.well-known/openid-configuration).';
  }
  if (chain.some((link) => link instanceof TypeError)) {
    return 'Não foi possível conectar ao emissor. Confira a URL.';
  }
  return 'Não foi possível concluir a descoberta OpenID deste emissor.';
}
