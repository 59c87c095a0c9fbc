import {
  changePasswordBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, errorResponses } from '../../lib/errors';
import { detectImageType, type ImageType } from './image-type';
import * as profile from './profile.service';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

const isFileTooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the `avatar` part fully (2 MB limit) and checks its real type. */
async function readAvatar(request: FastifyRequest): Promise<{ buffer: Buffer; type: ImageType }> {
  const missing = () => badRequest(errorCodes.avatarMissing, authMessages.avatarMissing);
  if (!request.isMultipart()) throw missing();
  let buffer: Buffer;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'avatar') throw missing();
    buffer = await file.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError(413, errorCodes.avatarTooLarge, authMessages.avatarTooLarge);
    }
    throw error;
  }
  const type = detectImageType(buffer);
  if (!type) throw new AppError(415, errorCodes.avatarInvalidType, authMessages.avatarInvalidType);
  return { buffer, type };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Atualiza nome, telefone e cargo',
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => profile.updateProfile(app.db, request.user.id, request.body),
  );

  app.put(
    '/password',
    {
      schema: {
        tags,
        security,
        summary: 'Troca a senha (exige a senha atual) e encerra as outras sessões',
        body: changePasswordBodySchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await profile.changePassword(app.db, request.user, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Envia a foto (multipart, campo "avatar": PNG, JPEG ou WebP de até 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, ...errorResponses(401, 413, 415) },
      },
    },
    async (request) => {
      const image = await readAvatar(request);
      return profile.replaceAvatar(app.db, app.config.uploadsDir, request.user.id, image);
    },
  );
};
