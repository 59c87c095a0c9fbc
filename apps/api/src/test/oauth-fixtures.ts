import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { TestApp } from './test-app';

/** A free local port, so the app's PUBLIC_URL can be the URL it listens on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * What an assistant keeps between the steps of the OAuth flow, as the SDK's `auth()` drives
 * it: its registration, PKCE verifier, tokens, and the URL it would open in the browser.
 */
export class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  stored?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;

  constructor(
    readonly redirectUrl = 'http://localhost:8765/callback',
    readonly name = 'Claude',
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens: OAuthTokens) {
    this.stored = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * The person's part: the browser follows /oauth/authorize to the consent page, which reads the
 * request and posts the decision with the person's session. Returns where the browser goes back.
 */
export async function consent(
  t: TestApp,
  authorizationUrl: URL,
  headers: Record<string, string>,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const start = await t.app.inject({
    method: 'GET',
    url: `${authorizationUrl.pathname}${authorizationUrl.search}`,
  });
  if (start.statusCode !== 302)
    throw new Error(`authorize answered ${start.statusCode}: ${start.body}`);
  const page = new URL(String(start.headers.location));
  const request = Object.fromEntries(page.searchParams);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/consent',
    headers,
    payload: { ...request, decision },
  });
  if (answer.statusCode !== 200)
    throw new Error(`consent answered ${answer.statusCode}: ${answer.body}`);
  return new URL(answer.json().redirectTo);
}

export const TEST_REDIRECT_URI = 'http://localhost:8765/callback';
export const TEST_VERIFIER = 'v'.repeat(43);

/** A client registered by DCR, as an assistant would; returns its client_id. */
export async function registerTestClient(t: TestApp, name = 'ChatGPT'): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/oauth/register',
    payload: { client_name: name, redirect_uris: [TEST_REDIRECT_URI] },
  });
  if (answer.statusCode !== 201) throw new Error(`DCR answered ${answer.statusCode}`);
  return answer.json().client_id as string;
}

/** The authorization request the consent page passes back, PKCE with TEST_VERIFIER. */
export function authorizeRequest(clientId: string) {
  return {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: TEST_REDIRECT_URI,
    code_challenge: createHash('sha256').update(TEST_VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'xyz',
  };
}

/** Exchanges the code of a consent's `redirectTo` for tokens. */
export async function exchangeTestCode(t: TestApp, clientId: string, redirectTo: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: new URL(redirectTo).searchParams.get('code') ?? '',
      code_verifier: TEST_VERIFIER,
      client_id: clientId,
      redirect_uri: TEST_REDIRECT_URI,
    }).toString(),
  });
  if (answer.statusCode !== 200) throw new Error(`token answered ${answer.statusCode}`);
  return answer.json() as { access_token: string; refresh_token: string };
}
