import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import {
  OKR_IMPORT_FIELD,
  OKR_IMPORT_MAX_BYTES,
  okrImportCodes,
  okrImportMessages,
  okrImportPreviewSchema,
  okrImportQuerySchema,
  okrImportResultSchema,
} from '@rumo/shared/okr-import/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import type { KeyResultTrends } from '../objectives/public';
import { commitImport, previewImport } from './okr-import.service';
import { modelCsv, modelXlsx } from './okr-import-model';

const tags = ['okr-import'];
const security = [{ bearerAuth: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const statusOf = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode;

/** The `arquivo` part of a multipart body, read whole within the import's size limit. */
async function readSpreadsheet(request: FastifyRequest): Promise<Buffer> {
  const missing = () => badRequest(okrImportCodes.missingFile, okrImportMessages.missingFile);
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file({ limits: { fileSize: OKR_IMPORT_MAX_BYTES } });
    if (file?.fieldname !== OKR_IMPORT_FIELD) throw missing();
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, okrImportCodes.tooLarge, okrImportMessages.tooLarge);
    }
    const status = statusOf(error);
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
    // Whatever else busboy throws while reading the body is a malformed request.
    throw badRequest(errorCodes.malformedMultipart, errorMessages.malformedMultipart);
  }
}

export interface OkrImportRoutesOptions {
  /** The key results' trends, for the created objectives' answers (check-ins hand them in). */
  keyResultTrends: KeyResultTrends;
}

/** Mounted at /api/okr-import: a cycle's OKRs from a CSV or XLSX spreadsheet (admins only). */
export const okrImportRoutes: FastifyPluginAsyncZod<OkrImportRoutesOptions> = async (
  app,
  { keyResultTrends },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/model.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Modelo da planilha de importação em CSV (";" e BOM UTF-8, como o Excel pt-BR)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="modelo-importacao-okrs.csv"')
        .send(modelCsv()),
  );

  app.get(
    '/model.xlsx',
    {
      schema: {
        tags,
        security,
        summary: 'Modelo da planilha de importação em XLSX',
        produces: [XLSX_TYPE],
        response: { 200: z.any(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="modelo-importacao-okrs.xlsx"')
        .send(modelXlsx()),
  );

  app.post(
    '/preview',
    {
      schema: {
        tags,
        security,
        summary: `Confere a planilha (multipart, campo "${OKR_IMPORT_FIELD}") sem gravar nada`,
        consumes: ['multipart/form-data'],
        querystring: okrImportQuerySchema,
        response: { 200: okrImportPreviewSchema, ...errorResponses(401, 403, 404, 413) },
      },
    },
    async (request) =>
      previewImport(
        app.db,
        customerOf(request),
        request.query.cycleId,
        await readSpreadsheet(request),
      ),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Importa a planilha: tudo numa transação, nada gravado se houver erro',
        consumes: ['multipart/form-data'],
        querystring: okrImportQuerySchema,
        response: { 201: okrImportResultSchema, ...errorResponses(401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const file = await readSpreadsheet(request);
      const result = await commitImport(
        app.domain,
        keyResultTrends,
        customerOf(request),
        request.query.cycleId,
        file,
      );
      return reply.status(201).send(result);
    },
  );
};
