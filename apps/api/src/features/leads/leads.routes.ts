import { messageResponseSchema } from '@rumo/shared/auth/contracts';
import { betaBodySchema, leadMessages, proposalBodySchema } from '@rumo/shared/leads/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { leadRules } from './leads.rate-limits';
import { recordLead } from './leads.service';

const tags = ['leads'];

/** The public forms of /proposta and /auth/beta-tester. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer };
  const limiter = app.createRateLimiter(leadRules);

  app.post(
    '/proposal',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'Pedido de proposta personalizada (público)',
        body: proposalBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await recordLead(deps, { source: 'proposta', ...request.body });
      return reply.status(201).send({ message: leadMessages.proposalReceived });
    },
  );

  app.post(
    '/beta',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary: 'Inscrição no beta (público)',
        body: betaBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      await recordLead(deps, { source: 'beta', phone: null, ...request.body });
      return reply.status(201).send({ message: leadMessages.betaReceived });
    },
  );
};
