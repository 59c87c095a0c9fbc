import {
  companyDeletionBodySchema,
  companyDeletionStatusSchema,
} from '@rumo/shared/privacy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/csv';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as deletion from './company-deletion.service';
import { buildCompanyExport } from './company-export';
import { readPersonalData } from './personal-data.repository';
import { findCompanyName } from './privacy.repository';
import { redactSecrets } from './redact-secrets';

const tags = ['privacy'];
const security = [{ bearerAuth: [] }];

/** The export's date in its file name (UTC day of the app's clock). */
const day = (now: Date) => now.toISOString().slice(0, 10);
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'empresa';

/** LGPD: the company's data export and deletion (admins), and each person's own data. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer };

  app.get(
    '/company-export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Baixa todos os dados da empresa: JSON e CSV por tabela e os arquivos, num zip (admin)',
        produces: ['application/zip'],
        response: { 200: z.string().describe('Arquivo zip'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { companyId } = customerOf(request);
      const zip = await buildCompanyExport(app.db, app.config.uploadsDir, companyId);
      const name = (await findCompanyName(app.db, companyId)) ?? '';
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          attachmentDisposition(`rumo-${slug(name)}-${day(app.now())}.zip`),
        )
        .send(Buffer.from(zip) as unknown as string);
    },
  );

  app.get(
    '/company-deletion',
    {
      schema: {
        tags,
        security,
        summary: 'A exclusão agendada da empresa, se houver (todos veem o aviso)',
        response: { 200: companyDeletionStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => deletion.getCompanyDeletion(app.db, customerOf(request).companyId),
  );

  app.post(
    '/company-deletion',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Agenda a exclusão da empresa e de todos os dados em 30 dias (admin, nome digitado)',
        body: companyDeletionBodySchema,
        response: { 200: companyDeletionStatusSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      deletion.scheduleCompanyDeletion(deps, customerOf(request), request.body, app.now()),
  );

  app.delete(
    '/company-deletion',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Desfaz a exclusão agendada (admin)',
        response: { 200: companyDeletionStatusSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deletion.cancelCompanyDeletion(deps, customerOf(request)),
  );

  app.get(
    '/my-data',
    {
      schema: {
        tags,
        security,
        summary: 'Baixa os dados pessoais de quem está conectado (JSON)',
        response: {
          200: z.record(z.string(), z.unknown()).describe('Os dados da pessoa'),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const data = await readPersonalData(app.db, customerOf(request).id);
      return reply
        .header(
          'content-disposition',
          attachmentDisposition(`rumo-meus-dados-${day(app.now())}.json`),
        )
        .send(redactSecrets(data ?? {}) as Record<string, unknown>);
    },
  );
};
