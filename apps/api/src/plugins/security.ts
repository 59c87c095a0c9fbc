import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { runtimeConfigScript, scriptHashSource } from '../lib/runtime-config';

/**
 * Security headers. The CSP fits the built SPA: its own scripts plus the one injected config
 * script (allowed by hash), inline styles for Mantine's CSS variables, images from the static
 * host (which may be another origin) and data/blob URLs for avatar previews.
 */
export function helmetOptions({ staticBaseUrl, publicUrl, efi }: AppConfig): HelmetOptions {
  const staticOrigin = new URL(staticBaseUrl).origin;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          scriptHashSource(runtimeConfigScript({ staticBaseUrl })),
          ...efi.browserSources.script,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', staticOrigin],
        fontSrc: ["'self'", 'data:'],
        // Efí's card tokenizer talks to Efí from the browser, only when Efí itself is used.
        connectSrc: ["'self'", ...efi.browserSources.connect],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only meaningful over HTTPS; on plain-HTTP local installs it would break requests.
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // HSTS only means something when the public URL is HTTPS.
    hsts: publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Avatars may be served from another origin (STATIC_BASE_URL).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, computed once: they depend on the configuration only (no nonces),
 * and building them per response (as @fastify/helmet does) re-parsed the CSP every time.
 */
export function securityHeaders(options: HelmetOptions): [string, HeaderValue][] {
  const request = new IncomingMessage(new Socket());
  const response = new HeaderRecorder(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return [...response.recorded];
}

type HeaderValue = string | number | readonly string[];

/** A response that only remembers the headers set on it, with their names as written. */
class HeaderRecorder extends ServerResponse {
  readonly recorded = new Map<string, HeaderValue>();

  override setHeader(name: string, value: HeaderValue): this {
    for (const known of this.recorded.keys()) {
      if (known.toLowerCase() === name.toLowerCase()) this.recorded.delete(known);
    }
    this.recorded.set(name, value);
    return super.setHeader(name, value);
  }

  override removeHeader(name: string): void {
    for (const known of this.recorded.keys()) {
      if (known.toLowerCase() === name.toLowerCase()) this.recorded.delete(known);
    }
    super.removeHeader(name);
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders(helmetOptions(app.config));
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      // API answers are someone's data (sessions, exports, tokens): no browser or proxy keeps
      // them. A route that sets its own Cache-Control through `reply.header` still wins.
      if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
      done();
    });
  },
  { name: 'rumo-security', dependencies: ['rumo-context'] },
);
