import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigScript } from '../lib/runtime-config';

const buildHint = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Rumo</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:640px;margin:48px auto;padding:0 16px">
  <h1>Rumo</h1>
  <p>A API está no ar, mas a interface web ainda não foi compilada.</p>
  <p>Execute <code>npm run build</code> (ou <code>npm start</code>, que compila e inicia) na raiz do projeto
  e recarregue esta página. Para desenvolver com recarga automática, use <code>npm run dev</code>.</p>
</body>
</html>`;

const isApiOrStatic = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/static/');

/**
 * Serves uploads under /static/ and the built SPA: real files from apps/web/dist, and
 * index.html (with the runtime config injected) for every other GET so client routing works.
 * Unknown /api and /static paths answer the JSON 404 body.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    const { uploadsDir, webDistDir, staticBaseUrl } = app.config;
    const configTag = `<script>${runtimeConfigScript({ staticBaseUrl })}</script>`;

    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/static/',
      index: false,
      list: false,
      dotfiles: 'deny',
      // Uploaded files get a fresh random name on every change, so they never go stale.
      immutable: true,
      maxAge: '365d',
    });

    const hasDist = existsSync(join(webDistDir, 'index.html'));
    if (hasDist) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: false,
        decorateReply: false,
        setHeaders: (reply, path) => {
          // Vite fingerprints everything under assets/.
          if (path.includes('/assets/')) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the SPA');
    }

    const sendIndex = async (reply: FastifyReply) => {
      const index = await readFile(join(webDistDir, 'index.html'), 'utf8').catch(() => undefined);
      if (index === undefined) {
        return reply.status(503).type('text/html; charset=utf-8').send(buildHint);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(index.replace(RUNTIME_CONFIG_PLACEHOLDER, configTag));
    };

    // The static plugin would treat `/` as a directory listing; it is the SPA's landing page.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiOrStatic(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({
          statusCode: 404,
          code: errorCodes.notFound,
          message: errorMessages.routeNotFound,
        } satisfies ErrorBody);
      }
      return sendIndex(reply);
    });
  },
  { name: 'rumo-web-app', dependencies: ['rumo-context'] },
);
