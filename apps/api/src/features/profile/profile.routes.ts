import {
  changePasswordBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@rumo/shared/auth/contracts';
import { errorCodes } from '@rumo/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/errors';
import { readImageUpload } from '../../lib/image-upload';
import { customerOf } from '../../plugins/auth';
import { passwordChangeRules } from './profile.rate-limits';
import * as profile from './profile.service';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

const avatarCodes = {
  missing: errorCodes.avatarMissing,
  invalidType: errorCodes.avatarInvalidType,
  tooLarge: errorCodes.avatarTooLarge,
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordChangeLimiter = app.createRateLimiter(passwordChangeRules);

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
    async (request) => profile.updateProfile(app.db, customerOf(request).id, request.body),
  );

  app.put(
    '/password',
    {
      preHandler: passwordChangeLimiter.guard,
      schema: {
        tags,
        security,
        summary: 'Troca a senha (exige a senha atual) e encerra as outras sessões',
        body: changePasswordBodySchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      try {
        await profile.changePassword(app.db, customerOf(request), request.body);
        // Its other sessions were revoked: this replica forgets them at once.
        app.sessionCache.evictUser(customerOf(request).id);
      } catch (error) {
        if (error instanceof AppError && error.code === errorCodes.wrongCurrentPassword) {
          await passwordChangeLimiter.recordFailure(request);
        }
        throw error;
      }
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
      const image = await readImageUpload(request, 'avatar', avatarCodes);
      return profile.replaceAvatar(app.db, app.config.uploadsDir, customerOf(request).id, image);
    },
  );
};
