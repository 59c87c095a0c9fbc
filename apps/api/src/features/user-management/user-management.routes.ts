import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  changeRoleBodySchema,
  inviteUserBodySchema,
  managedUserSchema,
  userListQuerySchema,
  userListSchema,
  userLookupQuerySchema,
  userLookupSchema,
  userMessages,
  userTeamBodySchema,
} from '@rumo/shared/users/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { inviteUser, resendInvitation } from './invitations.service';
import * as people from './user-management.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** Usuários: admins manage the company's people; the lookup serves every signed-in user. */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...app.domain, config: app.config, mailer: app.mailer };

  app.get(
    '/lookup',
    {
      schema: {
        tags,
        security,
        summary: 'Pessoas ativas da empresa, para seletores de responsável, líder e membros',
        querystring: userLookupQuerySchema,
        response: { 200: userLookupSchema, ...errorResponses(401) },
      },
    },
    async (request) => people.lookup(app.db, customerOf(request).companyId, request.query),
  );

  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Lista os usuários da empresa com busca e filtros (admin)',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => people.getUsers(app.db, customerOf(request).companyId, request.query),
  );

  app.post(
    '/invite',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Convida uma pessoa por e-mail (admin)',
        body: inviteUserBodySchema,
        response: { 201: managedUserSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await inviteUser(deps, customerOf(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/:id/resend-invite',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Reenvia o convite; os links anteriores deixam de valer (admin)',
        params: idParamsSchema,
        response: { 202: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await resendInvitation(deps, customerOf(request), request.params.id);
      return reply.status(202).send({ message: userMessages.inviteResent });
    },
  );

  app.put(
    '/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Altera o papel (admin)',
        params: idParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: managedUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await people.changeRole(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body.role,
      );
      // The role is part of the cached session: it applies at once on this replica.
      app.sessionCache.evictUser(request.params.id);
      return user;
    },
  );

  app.post(
    '/:id/deactivate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Desativa a conta e encerra as sessões (admin)',
        params: idParamsSchema,
        response: { 200: managedUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await people.deactivateUser(app.domain, customerOf(request), request.params.id);
      app.sessionCache.evictUser(request.params.id);
      return user;
    },
  );

  app.post(
    '/:id/reactivate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Reativa a conta (admin)',
        params: idParamsSchema,
        response: { 200: managedUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => people.reactivateUser(app.domain, customerOf(request), request.params.id),
  );

  app.put(
    '/:id/team',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Define o time principal (admin)',
        params: idParamsSchema,
        body: userTeamBodySchema,
        response: { 200: managedUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      people.setPrimaryTeam(
        app.domain,
        customerOf(request),
        request.params.id,
        request.body.teamId,
      ),
  );
};
