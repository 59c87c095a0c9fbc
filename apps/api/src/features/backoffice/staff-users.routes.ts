import { createStaffUserBodySchema } from '@rumo/shared/backoffice/auth';
import {
  deactivateStaffUserBodySchema,
  reactivateStaffUserBodySchema,
  resetStaffPasswordBodySchema,
  resetStaffPasswordResponseSchema,
  staffUserListQuerySchema,
  staffUserListSchema,
  staffUserResponseSchema,
  updateStaffUserBodySchema,
} from '@rumo/shared/backoffice/staff-users';
import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { staffOf } from '../../plugins/auth';
import { requireStaff } from './staff-guard';
import * as staffUsers from './staff-users.service';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/**
 * Usuários do Sistema (permission `users`); every write is audited with the caller's IP, and
 * checked against the caller's own role and flags (staff-powers.ts, docs/staff-permissions.md).
 */
export const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff({ permission: 'users' });
  const context = (request: FastifyRequest): staffUsers.StaffManageContext => {
    const staff = staffOf(request);
    return {
      db: app.db,
      actor: {
        id: staff.id,
        sessionId: staff.sessionId,
        role: staff.role,
        permissions: staff.permissions,
      },
      ip: request.ip,
      now: app.now(),
    };
  };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Lista os usuários do sistema (filtros: perfil, situação, busca)',
        querystring: staffUserListQuerySchema,
        response: { 200: staffUserListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => staffUsers.getStaffUsers(app.db, request.query),
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Cria um usuário do sistema com as permissões padrão do perfil',
        body: createStaffUserBodySchema,
        response: { 201: staffUserResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await staffUsers.createStaffUser(context(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Altera o perfil e as permissões (motivo obrigatório)',
        params: idParamsSchema,
        body: updateStaffUserBodySchema,
        response: { 200: staffUserResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await staffUsers.updateStaffAccess(context(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/deactivate',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Desativa o usuário e encerra suas sessões (motivo obrigatório)',
        params: idParamsSchema,
        body: deactivateStaffUserBodySchema,
        response: { 200: staffUserResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await staffUsers.deactivateStaffUser(
        context(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/:id/reactivate',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Reativa o usuário',
        params: idParamsSchema,
        body: reactivateStaffUserBodySchema,
        response: { 200: staffUserResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await staffUsers.reactivateStaffUser(
        context(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/:id/reset-password',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Redefine a senha (a informada, ou uma temporária devolvida uma única vez) e encerra as sessões',
        params: idParamsSchema,
        body: resetStaffPasswordBodySchema,
        response: { 200: resetStaffPasswordResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      staffUsers.resetStaffPassword(context(request), request.params.id, request.body),
  );
};
