import {
  acceptInvitationBodySchema,
  invitationPreviewSchema,
  sessionUserSchema,
  tokenBodySchema,
} from '@rumo/shared/auth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { isSignedToken } from '../../lib/random-token';
import { tokenLinkRules } from './auth.rate-limits';
import { invalidTokenError } from './auth.service';
import {
  acceptInvitation,
  type InviterLookup,
  previewInvitation,
} from './invitation-acceptance.service';

export interface InvitationAcceptanceOptions {
  /** Who invited a person: the activity feature knows (app.ts wires it). */
  inviterOf: InviterLookup;
}

/** /activate-account?convite=1: the invited person sees who invited them, sets a password, enters. */
export const invitationAcceptanceRoutes: FastifyPluginAsyncZod<
  InvitationAcceptanceOptions
> = async (app, { inviterOf }) => {
  const tokenLinkLimiter = app.createRateLimiter(tokenLinkRules);
  const refuseForged = (token: string) => {
    if (!isSignedToken(token, app.config.jwtSecret)) throw invalidTokenError();
  };

  app.get(
    '/invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Para quem é o convite, de qual empresa e quem convidou',
        querystring: tokenBodySchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(429) },
      },
      preHandler: async (request) => refuseForged(request.query.token),
    },
    async (request) => previewInvitation(app, request.query.token, inviterOf),
  );

  app.post(
    '/accept-invitation',
    {
      preHandler: [
        async (request) => refuseForged((request.body as { token: string }).token),
        tokenLinkLimiter.guard,
      ],
      schema: {
        tags: ['auth'],
        summary: 'Define a senha do convidado, ativa a conta e entra (resposta igual ao login)',
        body: acceptInvitationBodySchema,
        response: { 200: sessionUserSchema, ...errorResponses(429) },
      },
    },
    async (request) =>
      acceptInvitation(app, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};
