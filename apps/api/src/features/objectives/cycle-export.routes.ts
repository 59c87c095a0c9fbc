import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { exportCycleCsv } from './cycle-export.service';

const tags = ['cycles'];
const security = [{ bearerAuth: [] }];

/**
 * Mounted at /api/cycles beside the cycles' routes: the cycle's OKRs as a spreadsheet. An
 * objectives read (cycles sit below objectives and know nothing of them).
 */
export const cycleExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Exporta os objetivos e resultados-chave do ciclo em CSV (Excel pt-BR)',
        params: idParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV separado por ";" com BOM UTF-8'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportCycleCsv(app.db, customerOf(request), request.params.id);
      // A non-JSON content type makes Fastify send the string as is, without the serializer.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', file.disposition)
        .send(file.csv);
    },
  );
};
