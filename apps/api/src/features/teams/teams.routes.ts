import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  teamBodySchema,
  teamDetailSchema,
  teamListQuerySchema,
  teamListSchema,
  teamMembersBodySchema,
  teamSchema,
} from '@rumo/shared/teams/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as teams from './teams.service';

export interface TeamRoutesOptions {
  /** Teams' progress and objectives (objectives sit above teams: app.ts hands them in). */
  objectives: teams.TeamObjectives;
}

const tags = ['teams'];
const security = [{ bearerAuth: [] }];

/** Times: everyone in the company reads, admins write. */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, { objectives }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os times da empresa (líder, membros e progresso no ciclo atual)',
        querystring: teamListQuerySchema,
        response: { 200: teamListSchema, ...errorResponses(401) },
      },
    },
    async (request) => teams.getTeams(app.db, objectives, customerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Detalhe do time: membros e objetivos do ciclo atual',
        params: idParamsSchema,
        response: { 200: teamDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      teams.getTeamDetail(app.db, objectives, customerOf(request), request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Cria um time (admin)',
        body: teamBodySchema,
        response: { 201: teamSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const team = await teams.createTeam(
        app.domain,
        objectives,
        customerOf(request),
        request.body,
      );
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Altera nome, descrição e líder do time (admin)',
        params: idParamsSchema,
        body: teamBodySchema,
        response: { 200: teamSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      teams.updateTeam(
        app.domain,
        objectives,
        customerOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Exclui o time; os membros ficam sem time principal (admin)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await teams.deleteTeam(app.domain, customerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/members',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Define a lista de membros do time (admin)',
        params: idParamsSchema,
        body: teamMembersBodySchema,
        response: { 200: teamDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      teams.setTeamMembers(
        app.domain,
        objectives,
        customerOf(request),
        request.params.id,
        request.body.userIds,
      ),
  );
};
