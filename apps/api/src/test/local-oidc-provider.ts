import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface LocalAccount {
  email: string;
  emailVerified?: boolean;
  name?: string;
}

/** How the provider spoils its next ID token, to prove the client refuses it. */
export type IdTokenTampering = { claims: JWTPayload } | { foreignKey: true };

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorization request. */
  signInAs(account: LocalAccount): void;
  /** Spoils the ID token of the next token response (once). */
  tamperNextIdToken(tampering: IdTokenTampering): void;
  /** Follows the browser's redirects at the provider; answers the callback's query string. */
  authorize(authorizationUrl: string): Promise<URLSearchParams>;
  /** A back-channel logout token as the provider would send it, signed with its key. */
  logoutToken(
    claims: { sub?: string; sid?: string },
    options?: { foreignKey?: boolean; aud?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a random port, for tests and e2e: one
 * confidential client, code flow with PKCE, `email`/`email_verified` claims. Sign-in needs no
 * form: the interaction finishes at once for the account set with `signInAs`.
 */
export async function startLocalOidcProvider(options: {
  redirectUri: string;
  backchannelLogoutUri?: string;
}): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `rumo-${randomUUID().slice(0, 8)}`;
  const clientSecret = randomUUID() + randomUUID();
  const kid = 'rumo-test-key';
  const real = await signingKey(kid);
  const foreign = await signingKey(kid);
  const accounts = new Map<string, LocalAccount>();
  let next: LocalAccount = { email: 'ninguem@teste.rumo.app' };
  let tampering: IdTokenTampering | undefined;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        ...(options.backchannelLogoutUri
          ? {
              backchannel_logout_uri: options.backchannelLogoutUri,
              backchannel_logout_session_required: true,
            }
          : {}),
      },
    ],
    jwks: { keys: [real.jwk] },
    cookies: { keys: [randomUUID()] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
  });

  provider.use(async (ctx, nextMiddleware) => {
    const interaction = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (interaction) {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      const accountId = `sub-${next.email}`;
      accounts.set(accountId, next);
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      ctx.redirect(to);
      return;
    }
    await nextMiddleware();
    if (ctx.path === '/token' && tampering && typeof ctx.body === 'object' && ctx.body) {
      const body = ctx.body as { id_token?: string };
      if (body.id_token) {
        const claims = {
          ...decodeJwt(body.id_token),
          ...('claims' in tampering ? tampering.claims : {}),
        };
        const key = 'foreignKey' in tampering ? foreign.privateKey : real.privateKey;
        body.id_token = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid })
          .sign(key);
      }
      tampering = undefined;
    }
  });
  server.on('request', provider.callback());

  const jar = new Map<string, string>();
  const keepCookies = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    tamperNextIdToken(spoil) {
      tampering = spoil;
    },
    async authorize(authorizationUrl) {
      // A fresh browser each time: no provider session carries over to the next person.
      jar.clear();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (url.startsWith(options.redirectUri)) return new URL(url).searchParams;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: cookieHeader() },
        });
        keepCookies(response);
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        url = new URL(location, url).href;
      }
      throw new Error('too many redirects at the provider');
    },
    async logoutToken(claims, spoil = {}) {
      return new SignJWT({ ...claims, events: { [LOGOUT_EVENT]: {} } })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'logout+jwt' })
        .setIssuer(issuer)
        .setAudience(spoil.aud ?? clientId)
        .setIssuedAt()
        .setExpirationTime('2m')
        .setJti(randomUUID())
        .sign(spoil.foreignKey ? foreign.privateKey : real.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
