import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  kpiArchiveBodySchema,
  kpiBodySchema,
  kpiDetailSchema,
  kpiImportBodySchema,
  kpiImportPreviewSchema,
  kpiImportResultSchema,
  kpiListQuerySchema,
  kpiListSchema,
  kpiSchema,
  kpiValueBodySchema,
  kpiValueSchema,
} from '@rumo/shared/kpis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { commitKpiImport, previewKpiImport } from './kpi-import.service';
import * as kpis from './kpis.service';

export interface KpiRoutesOptions {
  /** Key results linked to a KPI (objectives sit above KPIs: app.ts hands it in). */
  linkedKeyResults: kpis.LinkedKeyResults;
}

const tags = ['kpis'];
const security = [{ bearerAuth: [] }];

/** Indicadores: everyone in the company reads; admins and team leaders manage; owners record. */
export const kpiRoutes: FastifyPluginAsyncZod<KpiRoutesOptions> = async (
  app,
  { linkedKeyResults },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os indicadores (com os últimos valores e o status)',
        querystring: kpiListQuerySchema,
        response: { 200: kpiListSchema, ...errorResponses(401) },
      },
    },
    async (request) => kpis.getKpis(app.db, customerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Detalhe do indicador: histórico de valores e resultados-chave ligados',
        params: idParamsSchema,
        response: { 200: kpiDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      kpis.getKpiDetail(app.db, linkedKeyResults, customerOf(request), request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um indicador (admin; líder, para o próprio time)',
        body: kpiBodySchema,
        response: { 201: kpiSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const kpi = await kpis.createKpi(app.domain, customerOf(request), request.body);
      return reply.status(201).send(kpi);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera o indicador (admin; líder do time)',
        params: idParamsSchema,
        body: kpiBodySchema,
        response: { 200: kpiSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      kpis.updateKpiFields(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.put(
    '/:id/archived',
    {
      schema: {
        tags,
        security,
        summary: 'Arquiva ou desarquiva o indicador (admin; líder do time)',
        params: idParamsSchema,
        body: kpiArchiveBodySchema,
        response: { 200: kpiSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      kpis.setArchived(app.domain, customerOf(request), request.params.id, request.body.archived),
  );

  app.put(
    '/:id/values',
    {
      schema: {
        tags,
        security,
        summary: 'Registra o valor de um período (substitui o já registrado nele)',
        params: idParamsSchema,
        body: kpiValueBodySchema,
        response: { 200: kpiValueSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      kpis.recordValue(app.domain, customerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/import/preview',
    {
      schema: {
        tags,
        security,
        summary: 'Confere um CSV de valores (colunas periodo e valor) sem gravar nada',
        params: idParamsSchema,
        body: kpiImportBodySchema,
        response: { 200: kpiImportPreviewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      previewKpiImport(app.db, customerOf(request), request.params.id, request.body.csv),
  );

  app.post(
    '/:id/import',
    {
      schema: {
        tags,
        security,
        summary: 'Importa um CSV de valores: todas as linhas ou nenhuma',
        params: idParamsSchema,
        body: kpiImportBodySchema,
        response: { 200: kpiImportResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      commitKpiImport(app.domain, customerOf(request), request.params.id, request.body.csv),
  );
};
