import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { randomSecret, sha256Hex } from '../../lib/secret-token';
import {
  findOAuthGrantByRefresh,
  insertOAuthClient,
  insertOAuthGrant,
  revokeOAuthGrant,
  setOAuthTokens,
  spendOAuthCode,
} from './oauth.repository';
import {
  ACCESS_TTL_S,
  CODE_PREFIX,
  knownScopes,
  OAUTH_ACCESS_PREFIX,
  OAuthError,
  REFRESH_PREFIX,
} from './oauth.service';
import type { OAuthGrantRow } from './oauth.table';
import { oauthUrls } from './oauth-urls';

/** The token side of the OAuth server: code exchange (PKCE S256) and refresh rotation. */

async function issueTokens(db: Database, grant: OAuthGrantRow, now: Date, current?: string) {
  const access = randomSecret(OAUTH_ACCESS_PREFIX);
  const refresh = randomSecret(REFRESH_PREFIX);
  const stored = await setOAuthTokens(
    db,
    grant.id,
    {
      accessHash: sha256Hex(access),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TTL_S * 1000),
      refreshHash: sha256Hex(refresh),
    },
    current,
  );
  if (!stored)
    throw new OAuthError('invalid_grant', 'Grant revoked or refresh token already used.');
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_S,
    refresh_token: refresh,
    scope: knownScopes(grant.scopes).join(' '),
  };
}

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : undefined;

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /oauth/token: authorization_code (PKCE S256) or refresh_token (rotated). */
export async function exchangeToken(
  db: Database,
  form: Record<string, unknown>,
  now: Date,
  publicUrl: string,
) {
  const clientId = field(form, 'client_id');
  const resource = field(form, 'resource');
  if (resource !== undefined && resource !== oauthUrls(publicUrl).resource) {
    throw new OAuthError('invalid_target', 'resource must be this server’s /mcp URL.');
  }
  const grantType = field(form, 'grant_type');
  if (grantType === 'authorization_code') {
    const code = field(form, 'code') ?? '';
    const verifier = field(form, 'code_verifier') ?? '';
    if (!code.startsWith(CODE_PREFIX) || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
      throw new OAuthError('invalid_grant', 'Invalid code or code_verifier.');
    }
    const spent = await spendOAuthCode(db, sha256Hex(code), now);
    if (!spent) throw new OAuthError('invalid_grant', 'Invalid code.');
    const { grant, alreadyUsed } = spent;
    if (alreadyUsed) {
      await revokeOAuthGrant(db, { companyId: grant.companyId }, grant.id, now);
      throw new OAuthError('invalid_grant', 'Code already used; its tokens are revoked.');
    }
    if (grant.codeExpiresAt.getTime() <= now.getTime()) {
      throw new OAuthError('invalid_grant', 'Code expired.');
    }
    if (grant.clientId !== clientId || grant.redirectUri !== field(form, 'redirect_uri')) {
      throw new OAuthError('invalid_grant', 'client_id or redirect_uri does not match the code.');
    }
    if (!sameText(s256(verifier), grant.codeChallenge)) {
      throw new OAuthError('invalid_grant', 'PKCE verification failed.');
    }
    return issueTokens(db, grant, now);
  }
  if (grantType === 'refresh_token') {
    const refresh = field(form, 'refresh_token') ?? '';
    if (!refresh.startsWith(REFRESH_PREFIX))
      throw new OAuthError('invalid_grant', 'Invalid refresh token.');
    const hash = sha256Hex(refresh);
    const grant = await findOAuthGrantByRefresh(db, hash);
    if (!grant || grant.revokedAt || grant.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'Invalid refresh token.');
    }
    return issueTokens(db, grant, now, hash);
  }
  throw new OAuthError('unsupported_grant_type', 'Use authorization_code or refresh_token.');
}

/**
 * An assistant `userId` already connected, for the demo company: a client, and a grant whose
 * code is spent and whose tokens nobody knows (their secrets are thrown away).
 */
export async function connectDemoApp(
  db: Database,
  input: { companyId: string; userId: string; clientName: string; now: Date },
): Promise<void> {
  const client = await insertOAuthClient(db, {
    name: input.clientName,
    redirectUris: ['https://claude.ai/api/mcp/auth_callback'],
  });
  const codeHash = sha256Hex(randomSecret(CODE_PREFIX));
  await insertOAuthGrant(db, {
    companyId: input.companyId,
    userId: input.userId,
    clientId: client.id,
    scopes: ['okrs:read', 'checkins:write'],
    redirectUri: client.redirectUris[0] ?? '',
    codeHash,
    codeChallenge: sha256Hex(randomSecret(CODE_PREFIX)),
    codeExpiresAt: input.now,
  });
  const spent = await spendOAuthCode(db, codeHash, input.now);
  if (spent) await issueTokens(db, spent.grant, input.now);
}
