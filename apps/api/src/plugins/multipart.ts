import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@rumo/shared/auth/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Multipart uploads, one file per request; the largest accepted file is the avatar's 2 MB. */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
  },
  { name: 'rumo-multipart' },
);
