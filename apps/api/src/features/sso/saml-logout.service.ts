import { type Profile, SAML } from '@node-saml/node-saml';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { revokeSsoSessions } from '../auth/public';
import { recordOneTimeId, samlLogoutRequestIds } from './one-time-ids.repository';
import { findSamlProvider, type SamlProviderWithSeam } from './saml.repository';
import { serviceProvider } from './saml-config.service';
import {
  decodePostMessage,
  inflateRedirectMessage,
  readLogoutRequest,
  SamlLogoutError,
  signedRedirectQuery,
} from './saml-logout-request';
import { ensureSamlSpKey, type SamlSpKey } from './saml-sp-key';

/** A LogoutRequest is taken for ten minutes after its IssueInstant, with a minute of skew. */
const MAX_REQUEST_AGE_MS = 10 * 60 * 1000;
const CLOCK_SKEW_MS = 60_000;
/** Query signatures by RSA with SHA-256 or SHA-512 only (SHA-1 is refused). */
const REDIRECT_SIG_ALGS = new Set([
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
]);

export interface SamlLogoutContext {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type SamlLogoutMessage =
  | {
      binding: 'redirect';
      /** The parsed query (SAMLRequest, RelayState, SigAlg, Signature). */
      query: Record<string, string | undefined>;
      /** The query string as received, still URL-encoded: the signature covers its bytes. */
      rawQuery: string;
    }
  | { binding: 'post'; body: Record<string, string | undefined> };

/** How the browser goes back to the IdP with our signed LogoutResponse. */
export type SamlLogoutAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'post'; url: string; fields: Record<string, string> }
  /** The IdP publishes no SLO endpoint: the sessions ended, nothing to answer to. */
  | { kind: 'none' };

export interface SamlLogoutResult {
  endedSessionIds: string[];
  answer: SamlLogoutAnswer;
}

function samlFor(ctx: SamlLogoutContext, provider: SamlProviderWithSeam, key?: SamlSpKey) {
  const sp = serviceProvider(ctx.config, provider.companyId);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: provider.ssoUrl,
    idpIssuer: provider.idpEntityId,
    idpCert: provider.signingCerts,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    ...(provider.sloUrl ? { logoutUrl: provider.sloUrl } : {}),
    ...(key ? { privateKey: key.privateKey, signatureAlgorithm: 'sha256' as const } : {}),
  });
}

/** node-saml's check of the signature (required here), Issuer and NotOnOrAfter. */
async function validate(saml: SAML, message: SamlLogoutMessage, xml: string): Promise<Profile> {
  if (message.binding === 'post') {
    const { profile } = await saml.validatePostRequestAsync({
      SAMLRequest: Buffer.from(xml, 'utf8').toString('base64'),
    });
    if (!profile) throw new SamlLogoutError('no profile');
    return profile;
  }
  const { SAMLRequest, RelayState, SigAlg, Signature } = message.query;
  // node-saml takes an unsigned redirect as valid: the signature is required here.
  if (!Signature || !SigAlg) throw new SamlLogoutError('unsigned LogoutRequest');
  if (!REDIRECT_SIG_ALGS.has(SigAlg)) throw new SamlLogoutError(`SigAlg ${SigAlg} refused`);
  const container = { SAMLRequest, SigAlg, Signature, ...(RelayState ? { RelayState } : {}) };
  const { profile } = await saml.validateRedirectAsync(
    container,
    signedRedirectQuery(message.rawQuery),
  );
  if (!profile) throw new SamlLogoutError('no profile');
  return profile;
}

/**
 * IdP-initiated Single Logout (decision 0047): a LogoutRequest to this company's SLO URL, signed
 * with one of the IdP's certificates (query signature for HTTP-Redirect, enveloped XML signature
 * for HTTP-POST), from the IdP's entityID, within its NotOnOrAfter and ten minutes of its
 * IssueInstant, its ID never seen before. Ends the SSO sessions of that IdP with the NameID as
 * subject (and the SessionIndex when given); answers a signed LogoutResponse. Throws
 * `SamlLogoutError` (or node-saml's errors) for anything refused, having ended nothing.
 */
export async function samlIdpLogout(
  ctx: SamlLogoutContext,
  companyId: string,
  message: SamlLogoutMessage,
): Promise<SamlLogoutResult> {
  const provider = await findSamlProvider(ctx.db, companyId);
  if (!provider) throw new SamlLogoutError('company has no SAML provider');
  const encoded = message.binding === 'post' ? message.body.SAMLRequest : message.query.SAMLRequest;
  if (!encoded) throw new SamlLogoutError('no SAMLRequest');
  const xml =
    message.binding === 'post' ? decodePostMessage(encoded) : inflateRedirectMessage(encoded);
  const facts = readLogoutRequest(xml, serviceProvider(ctx.config, companyId).sloUrl);
  const now = ctx.now().getTime();
  const acceptedUntil = Math.min(
    facts.issueInstant.getTime() + MAX_REQUEST_AGE_MS,
    facts.notOnOrAfter?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  if (now >= acceptedUntil + CLOCK_SKEW_MS) throw new SamlLogoutError('LogoutRequest expired');
  if (facts.issueInstant.getTime() > now + CLOCK_SKEW_MS) {
    throw new SamlLogoutError('LogoutRequest issued in the future');
  }
  const profile = await validate(samlFor(ctx, provider), message, xml);
  if (profile.nameID !== facts.nameId || profile.ID !== facts.id) {
    throw new SamlLogoutError('signed request and read request differ');
  }
  const endedSessionIds = await ctx.db.transaction(async (tx) => {
    const fresh = await recordOneTimeId(tx, samlLogoutRequestIds, {
      scopeId: companyId,
      id: facts.id,
      expiresAt: new Date(acceptedUntil + CLOCK_SKEW_MS),
      now: ctx.now(),
    });
    if (!fresh) throw new SamlLogoutError('LogoutRequest replayed');
    const link = { providerId: provider.providerId, subject: facts.nameId };
    if (facts.sessionIndexes.length === 0) return revokeSsoSessions(tx, link);
    const ended: string[] = [];
    for (const sessionId of facts.sessionIndexes) {
      ended.push(...(await revokeSsoSessions(tx, { ...link, sessionId })));
    }
    return ended;
  });
  ctx.log.info(
    { companyId, requestId: facts.id, sessions: endedSessionIds.length },
    'SAML Single Logout from the IdP',
  );
  return { endedSessionIds, answer: await logoutResponse(ctx, provider, profile, message) };
}

/** Our LogoutResponse (Success, InResponseTo the request), signed with the company's SP key. */
async function logoutResponse(
  ctx: SamlLogoutContext,
  provider: SamlProviderWithSeam,
  request: Profile,
  message: SamlLogoutMessage,
): Promise<SamlLogoutAnswer> {
  if (!provider.sloUrl) return { kind: 'none' };
  const key = await ensureSamlSpKey(ctx, provider.companyId);
  const saml = samlFor(ctx, provider, key);
  const relayState =
    (message.binding === 'post' ? message.body.RelayState : message.query.RelayState) ?? '';
  if (provider.sloBinding !== 'post') {
    return {
      kind: 'redirect',
      url: await saml.getLogoutResponseUrlAsync(request, relayState, {}, true),
    };
  }
  const signed = signSamlPost(
    saml._generateLogoutResponse(request, true),
    '/*[local-name(.)="LogoutResponse" and namespace-uri(.)="urn:oasis:names:tc:SAML:2.0:protocol"]',
    {
      privateKey: key.privateKey,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
    },
  );
  const fields: Record<string, string> = {
    SAMLResponse: Buffer.from(signed, 'utf8').toString('base64'),
  };
  if (relayState) fields.RelayState = relayState;
  return { kind: 'post', url: provider.sloUrl, fields };
}
