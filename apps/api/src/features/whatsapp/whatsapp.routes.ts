import {
  startWhatsappLinkBodySchema,
  verifyWhatsappLinkBodySchema,
  whatsappLinkSchema,
} from '@rumo/shared/whatsapp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import type { WhatsappConfig } from '../../whatsapp-config';
import type { WhatsappClient } from './cloud-api/client';
import { getLink, startLink, unlink, verifyLink } from './whatsapp-link.service';

const tags = ['whatsapp'];
const security = [{ bearerAuth: [] }];

/** The caller's own WhatsApp number (/perfil): registered only when WhatsApp is configured. */
export const whatsappLinkRoutes: FastifyPluginAsyncZod<{
  client: WhatsappClient;
  whatsapp: WhatsappConfig;
}> = async (app, { client, whatsapp }) => {
  const deps = { db: app.db, client, config: whatsapp, now: () => app.now() };

  app.get(
    '/link',
    {
      schema: {
        tags,
        security,
        summary: 'Meu número de WhatsApp (nenhum, aguardando código ou vinculado)',
        response: { 200: whatsappLinkSchema, ...errorResponses(401) },
      },
    },
    async (request) => getLink(app.db, customerOf(request)),
  );

  app.post(
    '/link',
    {
      schema: {
        tags,
        security,
        summary: 'Envia um código de 6 dígitos por WhatsApp ao número informado',
        body: startWhatsappLinkBodySchema,
        response: { 200: whatsappLinkSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => startLink(deps, customerOf(request), request.body.phone),
  );

  app.post(
    '/link/verify',
    {
      schema: {
        tags,
        security,
        summary: 'Confirma o código recebido e vincula o número',
        body: verifyWhatsappLinkBodySchema,
        response: { 200: whatsappLinkSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => verifyLink(deps, customerOf(request), request.body.code),
  );

  app.delete(
    '/link',
    {
      schema: {
        tags,
        security,
        summary: 'Desvincula o meu número de WhatsApp',
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await unlink(app.db, customerOf(request));
      return reply.status(204).send(null);
    },
  );
};
