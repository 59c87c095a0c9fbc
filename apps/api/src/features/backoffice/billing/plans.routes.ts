import { idParamsSchema, reasonBodySchema } from '@rumo/shared/backoffice/billing/common';
import {
  efiConnectionResultSchema,
  planSyncResultSchema,
  staffPlanBodySchema,
  staffPlanListQuerySchema,
  staffPlanListSchema,
  staffPlanSchema,
  staffPlanUpdateBodySchema,
} from '@rumo/shared/backoffice/billing/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors';
import { requireStaff } from '../public';
import { actorOf, depsOf, security, tags } from './deps';
import { listStaffPlans } from './plans.repository';
import * as plans from './plans.service';

/**
 * Planos de Assinatura (permission `subscription_plans`), spec §7 paths: the list and creation
 * under /plans, the rest under /subscription-plans. Role rules of spec §6 on the writes.
 */
export const backofficePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const read = requireStaff({ permission: 'subscription_plans' });
  const manage = requireStaff({ permission: 'subscription_plans', action: 'managePlans' });

  app.get(
    '/plans',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Lista os planos (active: true por padrão; false ou all)',
        querystring: staffPlanListQuerySchema,
        response: { 200: staffPlanListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listStaffPlans(app.db, request.query.active) }),
  );

  app.post(
    '/plans',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Cria um plano (gerente e administrador)',
        body: staffPlanBodySchema,
        response: { 201: staffPlanSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return plans.createPlan(deps, actorOf(request), request.body);
    },
  );

  app.put(
    '/subscription-plans/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Altera um plano; { active: false } o desativa (gerente e administrador)',
        params: idParamsSchema,
        body: staffPlanUpdateBodySchema,
        response: { 200: staffPlanSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => plans.updatePlan(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/subscription-plans/:id',
    {
      onRequest: requireStaff({ permission: 'subscription_plans', action: 'deletePlans' }),
      schema: {
        tags,
        security,
        summary: 'Exclui um plano nunca usado (administrador; motivo obrigatório)',
        params: idParamsSchema,
        body: reasonBodySchema,
        response: {
          204: z.null().describe('Sem conteúdo'),
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      await plans.deletePlan(deps, actorOf(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/subscription-plans/sync-efi',
    {
      onRequest: requireStaff({ permission: 'subscription_plans', action: 'syncData' }),
      schema: {
        tags,
        security,
        summary: 'Sincroniza os planos com a Efí e diz o que mudou',
        response: { 200: planSyncResultSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => plans.syncPlans(deps, actorOf(request)),
  );

  app.get(
    '/subscription-plans/test-efi-connection',
    {
      onRequest: requireStaff({ permission: 'subscription_plans', action: 'testConnection' }),
      schema: {
        tags,
        security,
        summary: 'Testa a conexão com a Efí (ok ou o erro da Efí em português)',
        response: { 200: efiConnectionResultSchema, ...errorResponses(401, 403) },
      },
    },
    async () =>
      plans.testEfiConnection(
        deps,
        app.config.efi.mode === 'simulator' ? 'simulator' : app.config.efi.environment,
      ),
  );

  app.post(
    '/subscription-plans/:id/create-efi-plan',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Cria o plano na Efí (nada muda se já existir)',
        params: idParamsSchema,
        response: { 200: staffPlanSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => plans.createEfiPlan(deps, actorOf(request), request.params.id),
  );
};
