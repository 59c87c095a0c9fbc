import {
  backofficeSettingsSchema,
  updateBackofficeSettingsBodySchema,
} from '@rumo/shared/backoffice/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff, staffOf } from '../public';
import { getSettings, updateSettings } from './settings.service';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/** Configurações (permission `system`), registered under /api/backoffice/settings. */
export const backofficeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff({ permission: 'system' });
  const deps = { db: app.db, config: app.config };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Conexão com a Efí, política de cobrança (teste, carência, cobrança) e e-mail de vendas',
        response: { 200: backofficeSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await getSettings(deps) }),
  );

  app.put(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Altera dias de teste, dias de carência e e-mail de vendas (null volta ao valor do ambiente)',
        body: updateBackofficeSettingsBodySchema,
        response: { 200: backofficeSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: await updateSettings(
        deps,
        { staffId: staffOf(request).id, ip: request.ip, now: app.now() },
        request.body,
      ),
    }),
  );
};
