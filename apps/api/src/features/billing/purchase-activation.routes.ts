import { sessionUserSchema, tokenBodySchema } from '@rumo/shared/auth/contracts';
import {
  activatePurchaseBodySchema,
  purchaseActivationPreviewSchema,
} from '@rumo/shared/billing/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { isSignedToken } from '../../lib/random-token';
import { invalidTokenError, tokenLinkRules } from '../auth/public';
import { activatePurchase, previewPurchaseActivation } from './purchase-activation.service';

/**
 * /activate-account-purchase: the buyer of a new company chooses a password and signs in. Billing's
 * (the purchase's account), mounted under /api/auth by app.ts; auth's token and session rules.
 */
export const purchaseActivationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokenLinkLimiter = app.createRateLimiter(tokenLinkRules);
  const refuseForged = (token: string) => {
    if (!isSignedToken(token, app.config.jwtSecret)) throw invalidTokenError();
  };

  app.get(
    '/purchase-activation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Para quem é o link de ativação da compra (nome, e-mail, empresa, plano)',
        querystring: tokenBodySchema,
        response: { 200: purchaseActivationPreviewSchema, ...errorResponses(429) },
      },
      preHandler: async (request) => refuseForged(request.query.token),
    },
    async (request) => previewPurchaseActivation(app, request.query.token),
  );

  app.post(
    '/activate-purchase',
    {
      preHandler: [
        async (request) => refuseForged((request.body as { token: string }).token),
        tokenLinkLimiter.guard,
      ],
      schema: {
        tags: ['auth'],
        summary: 'Define a senha do comprador, ativa a conta e entra (resposta igual ao login)',
        body: activatePurchaseBodySchema,
        response: { 200: sessionUserSchema, ...errorResponses(429) },
      },
    },
    async (request) =>
      activatePurchase(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};
