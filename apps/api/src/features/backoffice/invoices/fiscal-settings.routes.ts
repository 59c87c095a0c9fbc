import {
  fiscalSettingsBodySchema,
  fiscalSettingsResponseSchema,
} from '@rumo/shared/backoffice/fiscal-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff, staffOf } from '../public';
import { getFiscalSettings, updateFiscalSettings } from './fiscal-settings.service';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/**
 * Configurações › Dados fiscais, registered under /api/backoffice/settings/fiscal: read with the
 * `system` flag, written by an admin only (role rule `manageFiscalSettings`).
 */
export const fiscalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireStaff({ permission: 'system' }),
      schema: {
        tags,
        security,
        summary: 'Os dados fiscais do emissor das notas fiscais (null até serem salvos)',
        response: { 200: fiscalSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await getFiscalSettings(app.db) }),
  );

  app.put(
    '/',
    {
      onRequest: requireStaff({ permission: 'system', action: 'manageFiscalSettings' }),
      schema: {
        tags,
        security,
        summary:
          'Salva os dados fiscais do emissor (CNPJ, município, regime, serviço, ISS, descrição)',
        body: fiscalSettingsBodySchema,
        response: { 200: fiscalSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: await updateFiscalSettings(
        app.db,
        { staffId: staffOf(request).id, ip: request.ip, now: app.now() },
        request.body,
      ),
    }),
  );
};
