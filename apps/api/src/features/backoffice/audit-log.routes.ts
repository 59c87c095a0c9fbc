import { staffAuditListSchema, staffAuditQuerySchema } from '@rumo/shared/backoffice/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { listStaffAudit } from './audit-log.repository';
import { requireStaff } from './staff-guard';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of America/Sao_Paulo (UTC-3 all year since 2019) as its first instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

/** The staff audit log (permission `system`), newest first. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireStaff({ permission: 'system' }),
      schema: {
        tags,
        security,
        summary: 'Log de auditoria da equipe (filtros: autor, ação, alvo, período)',
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { from, to, ...query } = request.query;
      const { data, total } = await listStaffAudit(app.db, {
        ...query,
        from: from ? startOfDay(from) : undefined,
        until: to ? new Date(startOfDay(to).getTime() + DAY_MS) : undefined,
      });
      return { data, page: query.page, limit: query.limit, total };
    },
  );
};
