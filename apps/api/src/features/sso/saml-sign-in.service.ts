import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SessionUser } from '@rumo/shared/auth/contracts';
import { ssoErrorCodes, ssoMessages } from '@rumo/shared/sso/contracts';
import { samlErrorCodes, samlMessages } from '@rumo/shared/sso/saml';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { forbidden } from '../../lib/errors';
import { type ClientInfo, insertSignInEvent } from '../auth/public';
import { recordOneTimeId, samlAssertionIds } from './one-time-ids.repository';
import {
  consumeSamlRequest,
  findSamlProvider,
  findSamlRequest,
  insertSamlRequest,
  type SamlProviderWithSeam,
} from './saml.repository';
import { serviceProvider } from './saml-config.service';
import { readSamlResponse, SamlResponseError } from './saml-response';
import { completeSsoSignIn, type SsoSignInContext } from './sso-sign-in.service';

/** An AuthnRequest may be answered for ten minutes (decision 0042). */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAIL_ATTRIBUTES = [
  'mail',
  'email',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];

export interface SamlContext extends SsoSignInContext {
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;
  log: FastifyBaseLogger;
}

const unavailable = () =>
  forbidden(ssoMessages.providerUnavailable, ssoErrorCodes.providerUnavailable);
const failed = () => forbidden(ssoMessages.signInFailed, ssoErrorCodes.signInFailed);

async function samlProvider(ctx: SamlContext, companyId: string) {
  const provider = await findSamlProvider(ctx.db, companyId);
  if (!provider?.enabled) throw unavailable();
  return provider;
}

/**
 * node-saml's request cache, kept in the database for every replica: `saveAsync` records the
 * AuthnRequest, `getAsync` finds it unexpired (on the app's clock), `removeAsync` consumes it once.
 */
function requestStore(ctx: SamlContext, companyId: string) {
  const state = { consumed: false };
  const store: CacheProvider = {
    saveAsync: async (requestId, instant) => {
      const at = ctx.now();
      await insertSamlRequest(ctx.db, {
        companyId,
        requestId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + SAML_REQUEST_TTL_MS),
      });
      return { value: instant, createdAt: at.getTime() };
    },
    getAsync: async (requestId) =>
      (await findSamlRequest(ctx.db, companyId, requestId, ctx.now()))?.toISOString() ?? null,
    removeAsync: async (requestId) => {
      if (!requestId) return null;
      if (await consumeSamlRequest(ctx.db, companyId, requestId, ctx.now())) state.consumed = true;
      return requestId;
    },
  };
  return { store, state };
}

function serviceProviderFor(
  ctx: SamlContext,
  provider: SamlProviderWithSeam,
  cacheProvider: CacheProvider,
) {
  const sp = serviceProvider(ctx.config, provider.companyId);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: provider.ssoUrl,
    idpIssuer: provider.idpEntityId,
    idpCert: provider.signingCerts,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    disableRequestedAuthnContext: true,
    // The HTTP-POST binding carries the request plain (base64); only HTTP-Redirect deflates it.
    skipRequestCompression: provider.ssoBinding === 'post',
    cacheProvider,
  });
}

export type SamlStart =
  | { binding: 'redirect'; url: string }
  | { binding: 'post'; url: string; fields: Record<string, string> };

/**
 * Step one: an AuthnRequest, its ID stored, sent as the IdP takes it: HTTP-Redirect (deflated,
 * in the URL), or HTTP-POST (plain base64 in a form field) when its metadata offered only that.
 */
export async function startSamlSignIn(ctx: SamlContext, companyId: string): Promise<SamlStart> {
  const provider = await samlProvider(ctx, companyId);
  const { store } = requestStore(ctx, companyId);
  const saml = serviceProviderFor(ctx, provider, store);
  if (provider.ssoBinding === 'post') {
    const fields = await saml.getAuthorizeMessageAsync('', undefined, {});
    return { binding: 'post', url: provider.ssoUrl, fields: fields as Record<string, string> };
  }
  return { binding: 'redirect', url: await saml.getAuthorizeUrlAsync('', undefined, {}) };
}

function emailOf(profile: Profile): string | undefined {
  const candidates = [profile.nameID, ...MAIL_ATTRIBUTES.map((name) => profile[name])];
  return candidates.find(
    (value): value is string => typeof value === 'string' && EMAIL.test(value),
  );
}

/**
 * Step two, the IdP's POST to the ACS: an answer to a request of ours (IdP-initiated refused),
 * Destination and Recipient, then node-saml (signed assertion with the company's certificates,
 * issuer, audience, NotBefore/NotOnOrAfter with a minute of skew, InResponseTo), the request
 * consumed once, the assertion ID against replay; then `completeSsoSignIn`.
 */
export async function finishSamlSignIn(
  ctx: SamlContext,
  companyId: string,
  samlResponse: string,
  client: ClientInfo,
): Promise<SessionUser> {
  const provider = await samlProvider(ctx, companyId);
  const refuse = async (reason: string, error?: unknown, refusal = failed()) => {
    ctx.log.warn({ err: error, companyId, reason }, 'SAML sign-in refused');
    await insertSignInEvent(ctx.db, {
      companyId,
      userId: null,
      email: '',
      method: 'saml',
      outcome: 'provider_error',
      ...client,
      at: ctx.now(),
    });
    return refusal;
  };
  const sp = serviceProvider(ctx.config, companyId);
  let response: ReturnType<typeof readSamlResponse>;
  try {
    response = readSamlResponse(samlResponse, sp.acsUrl);
  } catch (error) {
    throw await refuse(error instanceof SamlResponseError ? error.message : 'unreadable', error);
  }
  if (!response.inResponseTo) {
    throw await refuse(
      'IdP-initiated response',
      undefined,
      forbidden(samlMessages.idpInitiated, samlErrorCodes.idpInitiated),
    );
  }
  const { store, state } = requestStore(ctx, companyId);
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProviderFor(ctx, provider, store).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    await store.removeAsync(response.inResponseTo);
    throw await refuse('response refused by validation', error);
  }
  if (
    !state.consumed &&
    !(await consumeSamlRequest(ctx.db, companyId, response.inResponseTo, ctx.now()))
  ) {
    throw await refuse('request already answered');
  }
  const fresh = await recordOneTimeId(ctx.db, samlAssertionIds, {
    scopeId: companyId,
    id: response.assertionId,
    expiresAt: response.notOnOrAfter ?? new Date(ctx.now().getTime() + SAML_REQUEST_TTL_MS),
    now: ctx.now(),
  });
  if (!fresh) throw await refuse('assertion replayed');
  const email = profile ? emailOf(profile) : undefined;
  if (!profile || !email) throw await refuse('no e-mail in NameID or mail attribute');
  return completeSsoSignIn(ctx, {
    companyId,
    providerId: provider.providerId,
    method: 'saml',
    email,
    // The IdP vouches for the address in a signed assertion; the domain is the company's to check.
    emailVerified: true,
    subject: profile.nameID,
    sessionId: profile.sessionIndex,
    ...client,
  });
}
