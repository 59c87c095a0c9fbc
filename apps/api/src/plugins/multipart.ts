import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@rumo/shared/auth/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What is read and thrown away of a body the route did not read, before the connection closes. */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards the rest of a request body that was answered before it was read (an upload
 * under a wrong field name, a file over the size limit): the next request on a keep-alive
 * connection is parsed only after it, so leaving it unread wedged the connection until a timeout.
 * A body that is too large or too slow to drain closes the connection instead.
 */
export function drainUnreadBody(raw: IncomingMessage): void {
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  let bytes = 0;
  // Destroying the request closes its connection.
  const close = () => raw.destroy();
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DRAIN_MAX_BYTES) close();
  });
  raw.unpipe();
  raw.resume();
}

/** Multipart uploads, one file per request; the largest accepted file is the avatar's 2 MB. */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    app.addHook('onResponse', (request, _reply, done) => {
      drainUnreadBody(request.raw);
      done();
    });
  },
  { name: 'rumo-multipart' },
);
