import {
  changeOwnStaffPasswordBodySchema,
  staffLoginBodySchema,
  staffLoginFailureSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  staffRefreshBodySchema,
  staffRefreshResponseSchema,
  staffVerifyResponseSchema,
} from '@rumo/shared/backoffice/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/errors';
import { staffOf } from '../../plugins/auth';
import { loginRules } from '../auth/public';
import * as staffAuth from './staff-auth.service';

const tags = ['backoffice'];
const security = [{ bearerAuth: [] }];

/** Same limits as the customer sign-in, on counters of their own. */
const staffLoginRules = loginRules.map((rule) => ({ ...rule, name: `backoffice:${rule.name}` }));

/** A refused sign-in: 401 `{ success: false, message, statusCode, code }`. */
function sendFailure(reply: FastifyReply, error: AppError) {
  return reply.status(401).send({
    success: false as const,
    message: error.message,
    statusCode: 401,
    code: error.code,
  });
}

/** Open to anyone (registered outside the staff scope): sign-in and token refresh. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, now: app.now };
  const loginLimiter = app.createRateLimiter(staffLoginRules);

  app.post(
    '/login',
    {
      preHandler: loginLimiter.guard,
      schema: {
        tags,
        summary: 'Entra no backoffice: tokens de acesso (15 min) e de renovação, e o usuário',
        body: staffLoginBodySchema,
        response: {
          200: staffLoginResponseSchema,
          401: staffLoginFailureSchema,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      try {
        return await staffAuth.staffLogin(deps, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await loginLimiter.recordFailure(request);
          return sendFailure(reply, error);
        }
        throw error;
      }
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Troca o token de renovação por um novo par (o usado deixa de valer)',
        body: staffRefreshBodySchema,
        // A refused refresh answers the standard error body (401, SESSION_INVALID).
        response: { 200: staffRefreshResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      staffAuth.staffRefresh(deps, request.body.refresh_token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};

/**
 * The signed-in staff member's own session and account: registered in the staff scope, which
 * checks it. Each declares `staffOwnAccount`, so they answer a Visualizador and someone who must
 * still choose a password (staff-guard.ts).
 */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staffOwnAccount: true };

  app.post(
    '/logout',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Sai: revoga o token de acesso e toda a família de tokens de renovação',
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await staffAuth.staffLogout(app.db, staffOf(request).sessionId, app.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'O usuário do sistema conectado',
        response: { 200: staffMeResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await staffAuth.staffMe(app.db, staffOf(request).id) }),
  );

  app.get(
    '/verify',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Confirma que o token de acesso vale e devolve o usuário',
        response: { 200: staffVerifyResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: { valid: true as const, user: await staffAuth.staffMe(app.db, staffOf(request).id) },
    }),
  );

  app.post(
    '/password',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Troca a própria senha (obrigatório no primeiro acesso após criação ou redefinição); encerra as outras sessões',
        body: changeOwnStaffPasswordBodySchema,
        response: { 200: staffMeResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        data: await staffAuth.changeOwnStaffPassword(
          {
            db: app.db,
            actor: { id: staff.id, sessionId: staff.sessionId },
            ip: request.ip,
            now: app.now(),
          },
          request.body,
        ),
      };
    },
  );
};
