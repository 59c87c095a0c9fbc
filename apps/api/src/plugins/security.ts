import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runtimeConfigScript, scriptHashSource } from '../lib/runtime-config';

/**
 * Security headers. The CSP fits the built SPA: its own scripts plus the one injected config
 * script (allowed by hash), inline styles for Mantine's CSS variables, images from the static
 * host (which may be another origin) and data/blob URLs for avatar previews.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { staticBaseUrl, publicUrl, efi } = app.config;
    const staticOrigin = new URL(staticBaseUrl).origin;
    await app.register(helmet, {
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
    });
  },
  { name: 'rumo-security', dependencies: ['rumo-context'] },
);
