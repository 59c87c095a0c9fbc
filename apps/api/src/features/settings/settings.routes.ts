import { companySettingsBodySchema, companySettingsSchema } from '@rumo/shared/settings/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { readImageUpload } from '../../lib/image-upload';
import { customerOf } from '../../plugins/auth';
import * as settings from './settings.service';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

export const logoErrorCodes = {
  missing: 'LOGO_MISSING',
  invalidType: 'LOGO_INVALID_TYPE',
  tooLarge: 'LOGO_TOO_LARGE',
} as const;

/** Configurações: everyone reads (week day, time zone), admins write. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => settings.getSettings(app.db, customerOf(request).companyId),
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
    async (request) => settings.updateSettings(app.db, customerOf(request).companyId, request.body),
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
      const image = await readImageUpload(request, 'logo', logoErrorCodes);
      return settings.replaceLogo(
        app.db,
        app.config.uploadsDir,
        customerOf(request).companyId,
        image,
      );
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
    async (request) =>
      settings.removeLogo(app.db, app.config.uploadsDir, customerOf(request).companyId),
  );
};
