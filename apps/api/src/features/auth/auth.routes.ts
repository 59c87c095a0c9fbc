import {
  activateBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  userSchema,
} from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses, unauthorized } from '../../lib/errors';
import { isSignedToken } from '../../lib/random-token';
import { customerOf } from '../../plugins/auth';
import { findUserView } from '../users/public';
import { forgotPasswordRules, loginRules, registerRules, tokenLinkRules } from './auth.rate-limits';
import * as auth from './auth.service';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

export interface AuthRoutesOptions {
  /** What signing up adds in its transaction (billing's free trial), given by app.ts. */
  signup: auth.SignupStep;
  /** Whether a person must use SSO instead of a password (sso-domains' "Exigir SSO"). */
  ssoRequired?: auth.SsoRequiredCheck;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { signup, ssoRequired = auth.noSsoRequired },
) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer, now: app.now, ssoRequired };
  const loginLimiter = app.createRateLimiter(loginRules);
  const registerLimiter = app.createRateLimiter(registerRules);
  const forgotLimiter = app.createRateLimiter(forgotPasswordRules);
  const tokenLinkLimiter = app.createRateLimiter(tokenLinkRules);
  /** A made-up token costs a MAC check only: no counter, no lookup, no password hash. */
  const refuseForgedToken = async (request: FastifyRequest) => {
    const { token } = request.body as { token: string }; // validated by the route's schema
    if (!isSignedToken(token, app.config.jwtSecret)) throw auth.invalidTokenError();
  };

  app.post(
    '/register',
    {
      preHandler: registerLimiter.guard,
      schema: {
        tags,
        summary: 'Cria a empresa e seu primeiro usuário (admin, pendente de ativação)',
        body: registerBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      await auth.register({ ...deps, signup }, request.body);
      return reply.status(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/activate',
    {
      preHandler: [refuseForgedToken, tokenLinkLimiter.guard],
      schema: {
        tags,
        summary: 'Ativa a conta com o token do e-mail (o convite exige a senha escolhida)',
        body: activateBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(429) },
      },
    },
    async (request) => {
      await auth.activate(deps, request.body);
      return { message: authMessages.activated };
    },
  );

  app.post(
    '/login',
    {
      preHandler: loginLimiter.guard,
      schema: {
        tags,
        summary: 'Entra e recebe o usuário com o token de acesso',
        body: loginBodySchema,
        response: { 200: sessionUserSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      try {
        return await auth.login(deps, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await loginLimiter.recordFailure(request);
        }
        throw error;
      }
    },
  );

  app.post(
    '/forgot-password',
    {
      preHandler: forgotLimiter.guard,
      schema: {
        tags,
        summary: 'Envia o link de redefinição de senha (sempre 202, exista ou não a conta)',
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(deps, request.body.email);
      return reply.status(202).send({ message: authMessages.resetRequested });
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: [refuseForgedToken, tokenLinkLimiter.guard],
      schema: {
        tags,
        summary: 'Define a nova senha com o token do e-mail e encerra todas as sessões',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(403, 429) },
      },
    },
    async (request) => {
      const { userId } = await auth.resetPassword(deps, request.body);
      app.sessionCache.evictUser(userId);
      return { message: authMessages.passwordReset };
    },
  );
};

/** The signed-in customer's own session: registered in the customer scope, which checks it. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Revoga o token atual',
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { sessionId } = customerOf(request);
      await auth.logout(app.db, sessionId);
      app.sessionCache.evictSession(sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'O usuário conectado',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await findUserView(app.db, customerOf(request).id);
      if (!user) throw unauthorized();
      return user;
    },
  );
};
