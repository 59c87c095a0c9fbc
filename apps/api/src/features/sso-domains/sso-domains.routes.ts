import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  addSsoDomainBodySchema,
  ssoDomainEnforcementBodySchema,
  ssoDomainListSchema,
  ssoDomainSchema,
  ssoProvisioningBodySchema,
} from '@rumo/shared/sso-domains/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import type { TxtResolver } from './dns-resolver';
import * as domains from './sso-domains.service';

const tags = ['sso'];
const security = [{ bearerAuth: [] }];

export interface SsoDomainRoutesOptions {
  /** Reads TXT records (node:dns by default; tests and e2e pass a double). */
  resolveTxt: TxtResolver;
}

/** Configurações › Segurança › Domínios: the company admin's e-mail domains (admins only). */
export const ssoDomainRoutes: FastifyPluginAsyncZod<SsoDomainRoutesOptions> = async (
  app,
  { resolveTxt },
) => {
  app.addHook('onRequest', app.requireAdmin);
  const companyOf = (request: Parameters<typeof customerOf>[0]) => customerOf(request).companyId;

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Domínios de e-mail da empresa, com o registro TXT de cada um (admin)',
        response: { 200: ssoDomainListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => domains.listDomains(app.db, companyOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Adiciona um domínio de e-mail, a verificar por um registro TXT no DNS (admin)',
        body: addSsoDomainBodySchema,
        response: { 201: ssoDomainSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await domains.addDomain(app.domain, companyOf(request), request.body.domain)),
  );

  app.post(
    '/:id/verify',
    {
      schema: {
        tags,
        security,
        summary: 'Consulta o DNS e verifica o domínio pelo registro TXT (admin)',
        params: idParamsSchema,
        response: { 200: ssoDomainSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      domains.verifyDomain(app.domain, resolveTxt, companyOf(request), request.params.id),
  );

  app.put(
    '/:id/enforcement',
    {
      schema: {
        tags,
        security,
        summary: 'Liga ou desliga "Exigir SSO" para as pessoas do domínio verificado (admin)',
        params: idParamsSchema,
        body: ssoDomainEnforcementBodySchema,
        response: { 200: ssoDomainSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      domains.setEnforcement(
        app.domain,
        companyOf(request),
        request.params.id,
        request.body.requireSso,
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove o domínio (o SSO deixa de ser exigido para ele; admin)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await domains.removeDomain(app.domain, companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/provisioning',
    {
      schema: {
        tags,
        security,
        summary: 'Time padrão de quem é criado no primeiro login por SSO (admin)',
        body: ssoProvisioningBodySchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await domains.setDefaultTeam(app.domain, companyOf(request), request.body.defaultTeamId);
      return reply.status(204).send(null);
    },
  );
};
