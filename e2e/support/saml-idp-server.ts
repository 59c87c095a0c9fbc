import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  authnRequestIdOf,
  buildLogoutRequest,
  buildSamlResponse,
  idpMetadataXml,
  logoutRedirectQuery,
  samlPostBody,
} from '../../apps/api/src/test/saml-idp';

/**
 * A SAML IdP for the browser: `/sso` answers the Rumo's AuthnRequest with a page that auto-posts
 * a signed Response to the ACS (the HTTP-POST binding), for whoever `signInAs` names; `/tile`
 * posts an unsolicited (IdP-initiated) one. `logoutUrl` is where the IdP sends the browser when
 * the user signs out there (a signed LogoutRequest, HTTP-Redirect); `/slo` takes Rumo's answer.
 */
export interface LocalSamlIdp {
  metadataXml: string;
  signInAs(email: string): void;
  tileUrl: string;
  /** Rumo's SLO URL with a signed LogoutRequest for `email`. */
  logoutUrl(email: string): string;
  /** The LogoutResponse URLs Rumo sent the browser back with. */
  logoutResponses: string[];
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function autoPost(acsUrl: string, xml: string): string {
  const fields = Object.entries(samlPostBody(xml))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><title>IdP de teste</title><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(acsUrl)}">${fields}<noscript><button>Continuar</button></noscript></form></body></html>`;
}

export async function startLocalSamlIdp(rumoUrl: string, companyId: string): Promise<LocalSamlIdp> {
  const sp = {
    audience: `${rumoUrl}/api/sso/saml/${companyId}/metadata`,
    acsUrl: `${rumoUrl}/api/sso/saml/${companyId}/acs`,
  };
  const sloUrl = `${rumoUrl}/api/sso/saml/${companyId}/slo`;
  const logoutResponses: string[] = [];
  let email = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/slo') {
      logoutResponses.push(url.href);
      response.end(
        '<!doctype html><html lang="pt-BR"><title>IdP de teste</title><h1>Você saiu</h1></html>',
      );
      return;
    }
    // `/tile` answers nobody's request: an IdP-initiated Response.
    const answer = url.pathname === '/sso' ? { inResponseTo: authnRequestIdOf(url.href) } : {};
    const { xml } = buildSamlResponse({ ...sp, ...answer, email, issuedAt: new Date() });
    response.end(autoPost(sp.acsUrl, xml));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    metadataXml: idpMetadataXml(undefined, `${base}/sso`, 'HTTP-Redirect', `${base}/slo`),
    signInAs: (next) => {
      email = next;
    },
    tileUrl: `${base}/tile`,
    logoutUrl: (nameId) =>
      `${sloUrl}?${logoutRedirectQuery(buildLogoutRequest({ destination: sloUrl, nameId }).xml)}`,
    logoutResponses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
