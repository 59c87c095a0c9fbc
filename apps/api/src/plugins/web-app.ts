import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, errorCodes, errorMessages } from '@rumo/shared/common/errors';
import { entryScript, WEB_BUILD_PATH, type WebBuild } from '@rumo/shared/common/web-build';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The prerendered landing page (apps/web/build-tools/prerender-landing.ts). */
const LANDING_FILE = 'landing.html';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** The page as sent, once per encoding. */
type PreparedIndex = Record<Encoding, Buffer>;

async function prepareIndex(html: string): Promise<PreparedIndex> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { br, gzip: gz, identity };
}

/** Brotli when accepted, then gzip, else none; `q=0` refuses a coding (RFC 9110 §12.5.3). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) <= 0) continue;
    accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

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
        // The build writes .br and .gz beside each asset (apps/web/build-tools/precompress.ts).
        preCompressed: true,
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

    // A page is prepared (config injected, compressed) once per build: a request only checks
    // the file's modification time, so a rebuild while the server runs is still picked up.
    const preparedPages = new Map<string, { version: string; page: Promise<PreparedIndex> }>();
    const loadPage = async (file: string): Promise<PreparedIndex | undefined> => {
      const path = join(webDistDir, file);
      const info = await stat(path).catch(() => undefined);
      if (!info) return undefined;
      const version = `${info.mtimeMs}:${info.size}`;
      const prepared = preparedPages.get(file);
      if (prepared?.version === version) return prepared.page;
      const html = await readFile(path, 'utf8').catch(() => undefined);
      if (html === undefined) return undefined;
      const page = prepareIndex(html.replace(RUNTIME_CONFIG_PLACEHOLDER, configTag));
      preparedPages.set(file, { version, page });
      return page;
    };
    if (hasDist) await Promise.all([loadPage('index.html'), loadPage(LANDING_FILE)]);

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
      const index = (await loadPage(file)) ?? (await loadPage('index.html'));
      if (index === undefined) {
        return reply.status(503).type('text/html; charset=utf-8').send(buildHint);
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(index[encoding]);
    };
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
      sendPage(request, reply, 'index.html');

    // The static plugin would treat `/` as a directory listing. It is the landing page,
    // prerendered at build time (the SPA's index.html when that file is missing).
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, LANDING_FILE),
    );

    // An open tab asks this after a chunk failed to load (apps/web/src/app/chunk-errors.ts). It
    // reads the SPA's own index.html: the landing at `/` has its module scripts stripped.
    app.get(WEB_BUILD_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const index = await loadPage('index.html');
      const build: WebBuild = {
        entry: index ? entryScript(index.identity.toString('utf8')) : null,
      };
      return reply.header('cache-control', 'no-store').send(build);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiOrStatic(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({
          statusCode: 404,
          code: errorCodes.notFound,
          message: errorMessages.routeNotFound,
        } satisfies ErrorBody);
      }
      return sendIndex(request, reply);
    });
  },
  { name: 'rumo-web-app', dependencies: ['rumo-context'] },
);
