import type { MultipartFile } from '@fastify/multipart';
import { authMessages } from '@rumo/shared/auth/messages';
import { companySettingsBodySchema, companySettingsSchema } from '@rumo/shared/settings/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, errorResponses } from '../../lib/errors';
import { detectImageType, type ImageType } from '../profile/image-type';
import * as settings from './settings.service';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

export const logoErrorCodes = {
  missing: 'LOGO_MISSING',
  invalidType: 'LOGO_INVALID_TYPE',
  tooLarge: 'LOGO_TOO_LARGE',
} as const;

const isFileTooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the `logo` part fully (2 MB limit of the multipart plugin) and checks its real type. */
async function readLogo(request: FastifyRequest): Promise<{ buffer: Buffer; type: ImageType }> {
  const missing = () => badRequest(logoErrorCodes.missing, authMessages.avatarMissing);
  if (!request.isMultipart()) throw missing();
  let file: MultipartFile | undefined;
  let buffer: Buffer;
  try {
    file = await request.file();
    if (file?.fieldname !== 'logo') throw missing();
    buffer = await file.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError(413, logoErrorCodes.tooLarge, authMessages.avatarTooLarge);
    }
    throw error;
  }
  const type = detectImageType(buffer);
  if (!type) throw new AppError(415, logoErrorCodes.invalidType, authMessages.avatarInvalidType);
  return { buffer, type };
}

/** Configurações: everyone reads (week day, time zone), admins write. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Configurações da empresa',
        response: { 200: companySettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => settings.getSettings(app.db, request.user.companyId),
  );

  app.put(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Altera nome da empresa, dia do check-in, fuso horário e duração do ciclo (admin)',
        body: companySettingsBodySchema,
        response: { 200: companySettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => settings.updateSettings(app.db, request.user.companyId, request.body),
  );

  app.post(
    '/logo',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Envia o logotipo (multipart, campo "logo": PNG, JPEG ou WebP de até 2 MB; admin)',
        consumes: ['multipart/form-data'],
        response: { 200: companySettingsSchema, ...errorResponses(401, 403, 413, 415) },
      },
    },
    async (request) => {
      const image = await readLogo(request);
      return settings.replaceLogo(app.db, app.config.uploadsDir, request.user.companyId, image);
    },
  );

  app.delete(
    '/logo',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Remove o logotipo (admin)',
        response: { 200: companySettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => settings.removeLogo(app.db, app.config.uploadsDir, request.user.companyId),
  );
};
